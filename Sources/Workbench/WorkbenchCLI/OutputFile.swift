import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why `--output` cannot be written: printed as `error: cannot write the report to '…': …`,
/// exit code 73 (`EX_CANTCREAT`).
struct OutputFileError: Error {
  /// The path given to `--output`.
  var path: String
  /// Why it cannot be written.
  var reason: String

  /// The one-line message, with control characters in the path escaped.
  var message: String {
    "error: cannot write the report to '\(Quoting.terminal(path))': \(reason)"
  }
}

/// The file `--output` writes: checked and reserved before anything runs, written atomically
/// after the run.
///
/// - A new path, or an existing regular file someone may write, is accepted; a folder, a
///   device node, a FIFO, a socket, a read-only file and a path ending in `/` are refused.
/// - A symbolic link is followed: the file it points to (through any number of links) is
///   replaced, atomically, and the link is left as it was. A dangling link or a loop is
///   refused.
/// - A file that is also one of the run's scenarios is refused (``refuse(inputs:)``).
///
/// ``reserve(_:)`` creates the temporary file beside the target at once, which proves the
/// folder writable before anything runs; ``commit(_:)`` writes the report into it, `fsync`s
/// it, renames it over the target and `fsync`s the folder. Until then, `SIGINT`, `SIGTERM` and
/// `SIGHUP` remove the temporary file (see ``ProcessSignals``), as does ``discard()``; one left
/// by a hard kill is removed by the next run that writes the same report.
final class OutputFile {
  /// The path given to `--output`.
  let path: String
  /// The file replaced: ``path`` with symbolic links resolved.
  let target: String
  /// The temporary file beside ``target``.
  private let temporary: String
  /// The open descriptor of ``temporary``, or -1 once closed.
  private var descriptor: Int32
  /// The device and inode of an existing target, to recognise it among the inputs.
  private let identity: (device: UInt64, inode: UInt64)?

  private init(
    path: String, target: String, temporary: String, descriptor: Int32,
    identity: (device: UInt64, inode: UInt64)?
  ) {
    self.path = path
    self.target = target
    self.temporary = temporary
    self.descriptor = descriptor
    self.identity = identity
  }

  deinit {
    discard()
  }

  /// Checks that the report may be written at `path` and creates its temporary file.
  ///
  /// - Parameter path: The path given to `--output`.
  /// - Returns: The reserved output.
  /// - Throws: ``OutputFileError`` saying why the path cannot be written.
  static func reserve(_ path: String) throws(OutputFileError) -> OutputFile {
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
          identity: existed
            ? (device: UInt64(status.st_dev), inode: UInt64(status.st_ino)) : nil)
      }
      guard errno == EEXIST, attempt < 100 else {
        throw refuse(
          "cannot create a temporary file in '\(Quoting.terminal(folder))': "
            + systemErrorDescription(errno))
      }
      attempt += 1
    }
  }

  /// Refuses to overwrite a scenario the run reads.
  ///
  /// - Parameter inputs: The paths of the run's scenario files.
  /// - Throws: ``OutputFileError`` when the target is one of them (the same file, however
  ///   reached).
  func refuse(inputs: [String]) throws(OutputFileError) {
    guard let identity else { return }
    for input in inputs {
      var status = stat()
      guard stat(input, &status) == 0 else { continue }
      if UInt64(status.st_dev) == identity.device, UInt64(status.st_ino) == identity.inode {
        throw OutputFileError(
          path: path,
          reason:
            "it is the scenario file '\(Quoting.terminal(input))' this run reads; "
            + "write the report elsewhere")
      }
    }
  }

  /// Writes `text` into the temporary file, flushes it to disk and renames it over the target.
  ///
  /// - Parameter text: The report.
  /// - Throws: ``OutputFileError`` when any step fails; the temporary file is then removed
  ///   and the target left as it was.
  func commit(_ text: String) throws(OutputFileError) {
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
  func discard() {
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
  static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
