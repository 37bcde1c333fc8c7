import ArchitectureDescriptor

/// What `workbench new-architecture` was asked for: the new architecture's name, checked.
struct NewArchitectureOptions {
  /// The longest name taken, so that every generated line fits 100 columns.
  static let maximumNameLength = 24

  /// The new architecture's name, which is also its module's.
  var name: String

  /// Parses `workbench new-architecture`'s arguments; `nil` when they asked for the help or the
  /// version, which are printed.
  static func parse(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) -> NewArchitectureOptions? {
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments,
        help: CommandHelp(usage: Help.newArchitectureUsage, text: Help.newArchitecture),
        output: &output)
    else { return nil }
    return try NewArchitectureOptions(parsed, known: context.architectures)
  }

  /// Reads the one name `parsed` must hold, a module name that no architecture of `known` has,
  /// whatever the case.
  init(_ parsed: ParsedArguments, known: [Architecture]) throws(UsageError) {
    let usage = Help.newArchitectureUsage
    guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing the new architecture's name" : "new-architecture takes one name",
        usage: usage)
    }
    guard Self.isModuleName(name) else {
      throw UsageError(
        "'\(name)' is not a name to give: an upper-case ASCII letter, then letters and digits, "
          + "at most \(Self.maximumNameLength) in all", usage: usage)
    }
    if known.contains(where: { $0.name.lowercased() == name.lowercased() }) {
      throw UsageError("there is already an architecture called '\(name)'", usage: usage)
    }
    self.name = name
  }

  /// Whether `name` is an upper-case ASCII letter, then ASCII letters and digits, at most
  /// ``maximumNameLength`` in all.
  static func isModuleName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.count <= maximumNameLength
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
