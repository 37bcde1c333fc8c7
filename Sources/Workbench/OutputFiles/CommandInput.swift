#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command reads (a scenario, a saved run, a saved testability report), which none of
/// the files the same command writes may replace.
///
/// Inputs are recognised by identity (device and inode, as `stat(2)` gives them after every
/// symbolic link), never by spelling: `./s.scenario`, `s.scenario`, a link to it and a hard link
/// to it are one file.
public struct CommandInput: Sendable {
  /// The path as the command was given it.
  public var path: String
  /// What the file is to the command, for the refusal: "the scenario file", "the saved run".
  public var role: String

  /// An input at `path`, described as `role`.
  ///
  /// - Parameters:
  ///   - path: The path the command reads.
  ///   - role: What the file is to the command ("the saved run").
  public init(_ path: String, role: String) {
    self.path = path
    self.role = role
  }

  /// A scenario file the command reads.
  public static func scenario(_ path: String) -> CommandInput {
    CommandInput(path, role: "the scenario file")
  }

  /// A saved run the command reads (`report`, `compare`, `--compare`, `--baseline`).
  public static func savedRun(_ path: String) -> CommandInput {
    CommandInput(path, role: "the saved run")
  }

  /// Standard input, which every command may read (`-`, `/dev/stdin`): no output replaces the
  /// file it is redirected from (`run - --output in.txt < in.txt`).
  public static let standardInput = CommandInput("-", role: "standard input")

  /// The device and inode of the file, links followed; `nil` when nothing is there.
  ///
  /// For `-`, those of the regular file standard input reads, if it reads one.
  var identity: FileIdentity? {
    guard path == "-" else { return FileIdentity(path) }
    var status = stat()
    guard fstat(STDIN_FILENO, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
      return nil
    }
    return FileIdentity(status)
  }
}

/// The device and inode of a file: what makes two paths the same file.
struct FileIdentity: Equatable {
  /// The device the file is on.
  var device: UInt64
  /// The file's inode on that device.
  var inode: UInt64

  /// The identity of the file at `path`, links followed; `nil` when nothing is there.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The identity in `status`.
  init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
