import Diagnostics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds scenario files on disk and loads them.
public enum ScenarioLibrary {
  /// The extension of scenario files, without its dot.
  public static let fileExtension = "scenario"

  /// The path that stands for standard input: `-`.
  public static let standardInputPath = "-"

  /// The path a scenario read from standard input carries in reports and diagnostics.
  public static let standardInputName = "<stdin>"

  /// The name of the folder of change requests (`Scenarios/Changes/<name>/`), whose scenarios
  /// need a change's screen: a sweep of a folder above it skips it; name it to run it.
  public static let changeRequestsFolderName = "Changes"

  /// The file that marks a folder as another screen's scenarios (`Scenarios/<screen>/SCREEN.md`,
  /// which describes the screen): a sweep of a folder above it skips it; name it to run it, with
  /// `--screen <screen>`.
  public static let screenMarkerFileName = "SCREEN.md"

  /// Returns the scenario files named by `paths`.
  ///
  /// A directory stands for every `*.scenario` file under it, at any depth, sorted by path
  /// (symbolic links to folders are not followed), except in a subfolder named
  /// ``changeRequestsFolderName`` (the change requests' scenarios run on a change's screens, with
  /// `workbench run <path> --change <name>`) and in a subfolder that holds a
  /// ``screenMarkerFileName`` (another screen's scenarios); a file stands for itself, whatever its
  /// extension, and so does `-`, standard input. The result keeps the order of `paths`; a file
  /// named twice, or under two of `paths` (`Scenarios Scenarios/x.scenario`), is listed once, at
  /// its first place, so one scenario never runs twice under one name.
  ///
  /// ```swift
  /// try ScenarioLibrary.scenarioFiles(at: ["Scenarios"])
  /// // ["Scenarios/delete-on-empty.scenario", "Scenarios/emoji-token.scenario", …]
  /// ```
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The paths of the scenario files, each spelled from the path it was found under.
  /// - Throws: `UnreadablePathError` for the first path that is missing or unreadable, for a
  ///   folder with no scenario file, for a `*.scenario` entry that is a dangling symbolic link,
  ///   a link loop or not a regular file, for a subfolder that cannot be listed, and for `-`
  ///   given twice.
  /// - Complexity: O(*n* log *n*) in the number of files under the directories.
  public static func scenarioFiles(at paths: [String]) throws(UnreadablePathError) -> [String] {
    var files: [String] = []
    var seen: Set<FileIdentity> = []
    for path in paths {
      if path == standardInputPath {
        guard !files.contains(standardInputPath) else {
          throw UnreadablePathError(path: path, reason: "standard input can be read only once")
        }
        files.append(path)
        continue
      }
      var status = stat()
      guard stat(path, &status) == 0 else { throw readError(path, errno) }
      guard status.st_mode & S_IFMT == S_IFDIR else {
        if seen.insert(FileIdentity(status)).inserted { files.append(path) }
        continue
      }
      let found = try Self.files(in: path)
      guard !found.isEmpty else {
        throw UnreadablePathError(path: path, reason: "no *.\(fileExtension) file in this folder")
      }
      for file in found {
        var fileStatus = stat()
        // `files(in:)` has checked each is a regular file; one that went since is read (and
        // its error reported) as usual.
        guard stat(file, &fileStatus) == 0 else {
          files.append(file)
          continue
        }
        if seen.insert(FileIdentity(fileStatus)).inserted { files.append(file) }
      }
    }
    return files
  }

  /// A file as the system knows it, whatever path names it: its device and inode.
  private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// Loads and parses the scenario files named by `paths`, as ``scenarioFiles(at:)`` finds them,
  /// one file at a time, within the whole-run limits of ``ScenarioLimits``.
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The scenarios, in the order of their files.
  /// - Throws: `UnreadablePathError` for the first path or file that cannot be read; otherwise
  ///   ``MalformedScenarioError`` holding the errors of every malformed file, or the error of the file
  ///   that crosses a whole-run limit (the files after it are not read).
  public static func loadScenarios(at paths: [String]) throws -> [Scenario] {
    let files = try scenarioFiles(at: paths)
    var budget = ScenarioRunBudget.run
    var scenarios: [Scenario] = []
    var errors: [ScenarioDiagnostic] = []
    for file in files {
      let path = file == standardInputPath ? standardInputName : file
      let bytes = try contents(of: file)
      do {
        scenarios.append(try parse(bytes, path: path, budget: &budget))
      } catch {
        errors += error.diagnostics
      }
      if budget.isExceeded { break }
    }
    guard errors.isEmpty else { throw MalformedScenarioError(diagnostics: errors) }
    return scenarios
  }

  /// Parses a file's bytes within the whole-run `budget`, after checking the file's size.
  static func parse(
    _ bytes: [UInt8], path: String, budget: inout ScenarioRunBudget
  ) throws(MalformedScenarioError) -> Scenario {
    guard bytes.count <= ScenarioLimits.maximumFileByteCount else {
      throw MalformedScenarioError(diagnostics: [
        ScenarioDiagnostic(
          path: path, line: 1, column: 1,
          message:
            "file is larger than \(ScenarioLimits.maximumFileByteCount) bytes (64 MiB)",
          hint: "split it into several scenarios")
      ])
    }
    let result = bytes.withUnsafeBufferPointer {
      ScenarioFileParser.parse($0, path: path, budget: &budget)
    }
    return try result.get()
  }

  /// Reads the bytes of the file at `path` (`-`: standard input), stopping one byte past
  /// ``ScenarioLimits/maximumFileByteCount`` so that an endless source (`- < /dev/zero`) ends.
  ///
  /// A named file must be a regular file, or the one standard input reads (`/dev/stdin`); a
  /// FIFO, a device or a socket is refused, never waited on: it is opened without blocking.
  static func contents(of path: String) throws(UnreadablePathError) -> [UInt8] {
    let isStandardInput = path == standardInputPath
    let descriptor =
      isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw readError(path, errno) }
    defer { if !isStandardInput { _ = close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw UnreadablePathError(path: path, reason: "is a directory, not a scenario file")
    }
    if !isStandardInput {
      guard status.st_mode & S_IFMT == S_IFREG || isStandardInputFile(status) else {
        throw UnreadablePathError(
          path: path,
          reason: "is a FIFO, a device or a socket, not a scenario file; pipe a scenario in "
            + "with '-'")
      }
      // Read as standard input is read: waiting for what a pipe has not sent yet.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    let limit = ScenarioLimits.maximumFileByteCount + 1
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw UnreadablePathError(path: path, reason: "cannot read: " + describe(errno))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
    }
    return bytes
  }

  /// Whether `status` is that of the file standard input reads (`/dev/stdin` names it).
  private static func isStandardInputFile(_ status: stat) -> Bool {
    var input = stat()
    return fstat(STDIN_FILENO, &input) == 0 && input.st_dev == status.st_dev
      && input.st_ino == status.st_ino
  }

  /// The error for `path` after a system call on it failed with `code`.
  private static func readError(_ path: String, _ code: Int32) -> UnreadablePathError {
    switch code {
    case ENOENT:
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
        return UnreadablePathError(
          path: path, reason: "dangling symbolic link to '\(linkDestination(path))'")
      }
      return UnreadablePathError(path: path, reason: "no such file or directory")
    case ELOOP:
      return UnreadablePathError(path: path, reason: "symbolic link loop")
    default:
      return UnreadablePathError(path: path, reason: describe(code))
    }
  }

  private static func linkDestination(_ path: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return "?" }
    return Quoting.terminal(
      String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  /// The C library's words for `code`, lower-cased to sit inside a sentence.
  private static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "system error \(code)" }
    let description = String(cString: text)
    guard let first = description.first else { return "system error \(code)" }
    return first.lowercased() + description.dropFirst()
  }

  private static func files(in directory: String) throws(UnreadablePathError) -> [String] {
    var found: [String] = []
    var folders = [directory.hasSuffix("/") ? directory : directory + "/"]
    let suffix = "." + fileExtension
    while let folder = folders.popLast() {
      for name in try entries(of: folder) {
        let path = folder + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
          var marker = stat()
          let isOtherScreen = lstat(path + "/" + screenMarkerFileName, &marker) == 0
          if name != changeRequestsFolderName, !isOtherScreen { folders.append(path + "/") }
          continue
        }
        guard name.hasSuffix(suffix) else { continue }
        if type == S_IFLNK {
          guard stat(path, &status) == 0 else { throw readError(path, errno) }
          if status.st_mode & S_IFMT == S_IFDIR { continue }
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
          throw UnreadablePathError(path: path, reason: "is not a regular file")
        }
        found.append(path)
      }
    }
    return found.sorted()
  }

  /// The names in `folder` (which ends with `/`), without `.` and `..`.
  private static func entries(of folder: String) throws(UnreadablePathError) -> [String] {
    guard let stream = opendir(folder) else {
      throw UnreadablePathError(
        path: String(folder.dropLast()), reason: "cannot list the folder: " + describe(errno))
    }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
