import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why `--output` cannot be written: printed as `error: cannot write the report to '…': …`,
/// exit code 73 (`EX_CANTCREAT`).
public struct OutputFileError: Error {
  /// The path given to `--output`.
  public var path: String
  /// Why it cannot be written.
  public var reason: String

  /// The one-line message, with control characters in the path escaped.
  public var message: String {
    "error: cannot write the report to '\(Quoting.terminal(path))': \(reason)"
  }
}

/// A file a command writes (`--output`, `--save-baseline`, `play`'s and `fuzz`'s saves): checked
/// and reserved before anything runs, written atomically after the run.
///
/// This is the one rule for every file the `workbench` writes, so nothing is lost:
///
/// - A new path, or an existing regular file someone may write, is accepted; a folder, a
///   device node (`/dev/stdout` and `/dev/null` included: the report goes to standard output
///   when no `--output` is given), a FIFO, a socket, a read-only file and a path ending in `/`
///   are refused.
/// - A symbolic link is followed: the file it points to (through any number of links) is
///   replaced, atomically, and the link is left as it was. A dangling link or a loop is
///   refused.
/// - A file the same command reads (a scenario, a saved run it reports or compares with) is
///   refused, recognised by device and inode however it is spelt (``CommandInput``); so is a
///   file another output of the same command writes (``refuse(sameAs:)``).
/// - A report never replaces a `.scenario` file, even one the command does not read.
/// - A name chosen by the command itself (``unusedPath(near:)``) never replaces anything, and
///   is never made beside something that is not a regular file (`play --save /dev/full` is
///   refused, not saved as `/dev/full-2`).
///
/// ``reserve(_:)`` creates the temporary file beside the target at once, which proves the
/// folder writable before anything runs; ``commit(_:)`` writes the report into it, `fsync`s
/// it, renames it over the target and `fsync`s the folder. Until then, `SIGINT`, `SIGTERM` and
/// `SIGHUP` remove the temporary file (see ``ProcessSignals``), as does ``discard()``; one left
/// by a hard kill is removed by the next run that writes the same report.
public final class OutputFile {
  /// The path given to `--output`.
  public let path: String
  /// The file replaced: ``path`` with symbolic links resolved.
  public let target: String
  /// The temporary file beside ``target``.
  private let temporary: String
  /// The open descriptor of ``temporary``, or -1 once closed.
  private var descriptor: Int32
  /// The device and inode of an existing target, to recognise it among the inputs.
  private let identity: FileIdentity?
  /// The target with its folder's links resolved, to recognise two outputs that are one file
  /// before either exists.
  private let canonicalTarget: String

  private init(
    path: String, target: String, temporary: String, descriptor: Int32,
    identity: FileIdentity?, canonicalTarget: String
  ) {
    self.path = path
    self.target = target
    self.temporary = temporary
    self.descriptor = descriptor
    self.identity = identity
    self.canonicalTarget = canonicalTarget
  }

  deinit {
    discard()
  }

  /// What a command writes, which decides whether an existing `.scenario` file may be replaced.
  public enum Kind: Sendable {
    /// A report or a saved run: never replaces a `.scenario` file.
    case report
    /// A scenario (`play`'s own file on its later saves).
    case scenario
  }

  /// Checks that the file may be written at `path` and creates its temporary file.
  ///
  /// - Parameters:
  ///   - path: The path given to `--output` (or chosen by the command).
  ///   - inputs: The files the command reads that are known already; more can be checked
  ///     later with ``refuse(inputs:)``.
  ///   - kind: What is written.
  /// - Returns: The reserved output.
  /// - Throws: ``OutputFileError`` saying why the path cannot be written.
  public static func reserve(
    _ path: String, inputs: [CommandInput] = [], kind: Kind = .report
  ) throws(OutputFileError) -> OutputFile {
    func refuse(_ reason: String) -> OutputFileError {
      OutputFileError(path: path, reason: reason)
    }
    guard !path.hasSuffix("/") else {
      throw refuse("the path ends with '/', so it names a folder; name a file")
    }
    var target = path
    var status = stat()
    var existed = false
    if lstat(path, &status) == 0 {
      existed = true
      if status.st_mode & S_IFMT == S_IFLNK {
        // What the link finally reaches says why it cannot be written (`/dev/stdout` into a
        // pipe reaches a FIFO), even where the chain's last name cannot be spelt as a path.
        var reached = stat()
        if stat(path, &reached) == 0, reached.st_mode & S_IFMT != S_IFREG {
          try check(existing: reached, at: path, refuse: refuse)
        }
        target = try resolveLink(path)
        guard stat(target, &status) == 0 else {
          throw refuse("cannot follow the symbolic link: \(systemErrorDescription(errno))")
        }
      }
      try check(existing: status, at: target, refuse: refuse)
      try refuseInputs(inputs, identity: FileIdentity(status), path: path)
      if kind == .report, target.hasSuffix(".scenario") {
        throw refuse("it is a scenario file, which a report never replaces; name another file")
      }
    } else if errno != ENOENT {
      throw refuse(systemErrorDescription(errno))
    }
    let folder = parentFolder(of: target)
    try checkFolder(folder, refuse: refuse)
    let name = target.split(separator: "/").last.map(String.init) ?? target
    let prefix =
      folder == "/" ? "/" : folder == "." && !target.hasPrefix("./") ? "" : folder + "/"
    removeAbandonedTemporaryFiles(in: folder, prefix: prefix, name: name)
    var attempt = 0
    while true {
      let temporary = "\(prefix).\(name).workbench-\(getpid())-\(attempt).tmp"
      let opened = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if opened >= 0 {
        ProcessSignals.removeOnInterruption(temporary)
        if existed {
          _ = fchmod(opened, status.st_mode & 0o7777)
        }
        return OutputFile(
          path: path, target: target, temporary: temporary, descriptor: opened,
          identity: existed ? FileIdentity(status) : nil,
          canonicalTarget: canonical(folder: folder, name: name))
      }
      guard errno == EEXIST, attempt < 100 else {
        throw refuse(
          "cannot create a temporary file in '\(Quoting.terminal(folder))': "
            + systemErrorDescription(errno))
      }
      attempt += 1
    }
  }

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

  private static func refuseInputs(
    _ inputs: [CommandInput], identity: FileIdentity, path: String
  ) throws(OutputFileError) {
    for input in inputs where input.identity == identity {
      throw OutputFileError(
        path: path,
        reason:
          "it is \(input.role) '\(Quoting.terminal(input.path))' this command reads; "
          + "write the report elsewhere")
    }
  }

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
  private static func canonical(folder: String, name: String) -> String {
    guard let resolved = realpath(folder, nil) else { return folder + "/" + name }
    defer { free(resolved) }
    return String(cString: resolved) + "/" + name
  }

  /// Writes `text` into the temporary file, flushes it to disk and renames it over the target.
  ///
  /// - Parameter text: The report.
  /// - Throws: ``OutputFileError`` when any step fails; the temporary file is then removed
  ///   and the target left as it was.
  public func commit(_ text: String) throws(OutputFileError) {
    func fail(_ what: String, _ code: Int32) -> OutputFileError {
      discard()
      return OutputFileError(path: path, reason: "\(what): \(systemErrorDescription(code))")
    }
    guard descriptor >= 0 else {
      throw OutputFileError(path: path, reason: "the temporary file was already removed")
    }
    if let code = StandardStreams.write(text, to: descriptor) {
      throw fail("writing failed", code)
    }
    if fsync(descriptor) != 0 { throw fail("fsync failed", errno) }
    let closed = close(descriptor)
    descriptor = -1
    if closed != 0 { throw fail("closing failed", errno) }
    var status = stat()
    if lstat(target, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      throw fail("it stopped being a regular file during the run", EEXIST)
    }
    if rename(temporary, target) != 0 { throw fail("renaming failed", errno) }
    ProcessSignals.keepOnInterruption()
    let folder = open(Self.parentFolder(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      _ = fsync(folder)
      _ = close(folder)
    }
  }

  /// Closes and removes the temporary file, if it is still there.
  public func discard() {
    guard descriptor >= 0 else { return }
    _ = close(descriptor)
    descriptor = -1
    _ = unlink(temporary)
    ProcessSignals.keepOnInterruption()
  }

  private static func check(
    existing status: stat, at target: String, refuse: (String) -> OutputFileError
  ) throws(OutputFileError) {
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
        throw refuse("the file is read-only")
      }
    case S_IFDIR: throw refuse("it is a folder; name a file inside it")
    case S_IFCHR, S_IFBLK: throw refuse("it is a device, not a regular file")
    case S_IFIFO: throw refuse("it is a FIFO, not a regular file")
    case S_IFSOCK: throw refuse("it is a socket, not a regular file")
    default: throw refuse("it is not a regular file")
    }
  }

  private static func checkFolder(
    _ folder: String, refuse: (String) -> OutputFileError
  ) throws(OutputFileError) {
    let shown = Quoting.terminal(folder)
    var status = stat()
    guard stat(folder, &status) == 0 else {
      throw refuse(
        errno == ENOENT
          ? "there is no folder '\(shown)'"
          : "cannot use the folder '\(shown)': \(systemErrorDescription(errno))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw refuse("'\(shown)' is not a folder")
    }
    guard access(folder, W_OK | X_OK) == 0 else {
      throw refuse("the folder '\(shown)' is not writable")
    }
  }

  /// Removes the temporary files of earlier runs writing the same report whose process is
  /// gone: only a hard kill (`SIGKILL`, a power cut) leaves one, and the next run cleans up.
  private static func removeAbandonedTemporaryFiles(
    in folder: String, prefix: String, name: String
  ) {
    guard let stream = opendir(folder) else { return }
    defer { closedir(stream) }
    let start = ".\(name).workbench-"
    while let entry = readdir(stream) {
      let entryName = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      guard entryName.hasPrefix(start), entryName.hasSuffix(".tmp") else { continue }
      let fields = entryName.dropFirst(start.count).dropLast(4).split(separator: "-")
      guard fields.count == 2, let pid = Int32(fields[0]), Int(fields[1]) != nil, pid > 0,
        pid != getpid(), kill(pid, 0) == -1, errno == ESRCH
      else { continue }
      _ = unlink(prefix + entryName)
    }
  }

  /// The file a symbolic link finally points to.
  private static func resolveLink(_ path: String) throws(OutputFileError) -> String {
    guard let resolved = realpath(path, nil) else {
      let code = errno
      throw OutputFileError(
        path: path,
        reason: code == ENOENT
          ? "it is a symbolic link to a file that does not exist"
          : code == ELOOP
            ? "it is a symbolic link loop" : systemErrorDescription(code))
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder holding `path`: everything before its last `/`, or `.`.
  public static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
