#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension OutputFile {
  /// `path` when nothing is there (not even a dangling symbolic link), else the first of
  /// `name-2.ext`, `name-3.ext`, … that is free, so that a command that saves on its own
  /// initiative (`play`'s Ctrl-S, `fuzz --out`'s reproducers) never replaces a file someone
  /// kept or edited.
  ///
  /// - Parameter path: The name the command would use.
  /// - Returns: A path where nothing is.
  /// - Throws: ``OutputFileError`` when `path` is something other than a regular file (a
  ///   device, a FIFO, a folder: no file is made beside it), or a thousand names are taken.
  public static func unusedPath(near path: String) throws(OutputFileError) -> String {
    func refuse(_ reason: String) -> OutputFileError {
      OutputFileError(path: path, reason: reason)
    }
    guard !path.hasSuffix("/") else {
      throw refuse("the path ends with '/', so it names a folder; name a file")
    }
    var status = stat()
    guard lstat(path, &status) == 0 || errno != ENOENT else { return path }
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      try check(existing: status, at: path, refuse: refuse)
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
    let ext = dot.map { String(name[$0...]) } ?? ""
    let stem = String(path.dropLast(ext.count))
    for number in 2...1_000 {
      let candidate = "\(stem)-\(number)\(ext)"
      if lstat(candidate, &status) != 0, errno == ENOENT { return candidate }
    }
    throw refuse("it and the 999 names after it exist")
  }

  /// `folder`, its links resolved, then `/name`; as given when the folder cannot be resolved.
  static func canonical(folder: String, name: String) -> String {
    guard let resolved = realpath(folder, nil) else { return folder + "/" + name }
    defer { free(resolved) }
    return String(cString: resolved) + "/" + name
  }
}
