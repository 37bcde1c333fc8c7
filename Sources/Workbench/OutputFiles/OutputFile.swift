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
  let identity: FileIdentity?
  /// The target with its folder's links resolved, to recognise two outputs that are one file
  /// before either exists.
  let canonicalTarget: String

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
    /// A report or a saved run: never replaces a `.scenario`, `.swift` or `.patch` file.
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
    let (target, existing) = try existingTarget(of: path, refuse: refuse)
    if let existing {
      try refuseInputs(inputs, identity: FileIdentity(existing), path: path)
      if kind == .report, target.hasSuffix(".scenario") {
        throw refuse("it is a scenario file, which a report never replaces; name another file")
      }
      // The sources and patches a command reads (`conformance`, `facts`, `changes`) are inputs
      // too, known by kind rather than one by one.
      if kind == .report, let source = [".swift", ".patch"].first(where: target.hasSuffix) {
        throw refuse("it is a \(source) file, a source a report never replaces; name another file")
      }
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
        if let existing {
          _ = fchmod(opened, existing.st_mode & 0o7777)
        }
        return OutputFile(
          path: path, target: target, temporary: temporary, descriptor: opened,
          identity: existing.map { FileIdentity($0) },
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

  /// The file `path` finally names (its links followed) and, when something is there, its
  /// status, checked to be a regular file someone may write.
  private static func existingTarget(
    of path: String, refuse: (String) -> OutputFileError
  ) throws(OutputFileError) -> (target: String, status: stat?) {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      guard errno == ENOENT else { throw refuse(systemErrorDescription(errno)) }
      return (path, nil)
    }
    var target = path
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
    return (target, status)
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

  static func check(
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
    // The folder of device nodes is no place for a report: a file made there sits among the
    // devices (`/dev/full-2`) and vanishes at the next boot.
    let resolved = canonical(folder: folder, name: "")
    guard resolved != "/dev/", !resolved.hasPrefix("/dev/") || resolved.hasPrefix("/dev/shm/")
    else {
      throw refuse("'\(shown)' is the folder of device nodes; write elsewhere")
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
