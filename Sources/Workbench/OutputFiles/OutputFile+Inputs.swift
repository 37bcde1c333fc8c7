import Diagnostics

extension OutputFile {
  /// Refuses to overwrite a file the command reads, known only after the output was reserved
  /// (the scenarios of a folder, say).
  ///
  /// - Parameter inputs: The files the command reads.
  /// - Throws: ``OutputFileError`` when the target is one of them (the same file, however
  ///   reached).
  public func refuse(inputs: [CommandInput]) throws(OutputFileError) {
    guard let identity else { return }
    try Self.refuseInputs(inputs, identity: identity, path: path)
  }

  /// Refuses to write the file another output of the same command writes (`--output` and
  /// `--save-baseline` naming one file), so neither replaces the other.
  ///
  /// - Parameters:
  ///   - other: The other output.
  ///   - option: The other output's option, for the message (`--output`).
  /// - Throws: ``OutputFileError`` when both are one file.
  public func refuse(sameAs other: OutputFile, option: String) throws(OutputFileError) {
    let same =
      identity.map { $0 == other.identity } ?? false || canonicalTarget == other.canonicalTarget
    guard same else { return }
    throw OutputFileError(
      path: path, reason: "\(option) writes that file too; give each output its own file")
  }

  /// Refuses `path`, whose file is `identity`, when it is one of `inputs` or the file standard
  /// input reads, which every command may read.
  static func refuseInputs(
    _ inputs: [CommandInput], identity: FileIdentity, path: String
  ) throws(OutputFileError) {
    for input in inputs + [.standardInput] where input.identity == identity {
      throw OutputFileError(
        path: path,
        reason:
          "it is \(input.role) '\(Quoting.terminal(input.path))' this command reads; "
          + "write the report elsewhere")
    }
  }
}
