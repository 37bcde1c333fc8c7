import Foundation

/// The package's root folder, found through `#filePath`.
let packageRoot = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The path of the built `workbench` executable: beside the test bundle, or in `.build/debug`.
let workbenchExecutable: String = {
  let candidates = [
    Bundle.main.executableURL?.deletingLastPathComponent(),
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    packageRoot.appendingPathComponent(".build/debug"),
  ]
  for folder in candidates.compactMap(\.self) {
    let path = folder.appendingPathComponent("workbench").path
    if FileManager.default.isExecutableFile(atPath: path) { return path }
  }
  return packageRoot.appendingPathComponent(".build/debug/workbench").path
}()

/// How a run of the real executable ended, and what it printed.
struct ProcessResult {
  /// The exit status, or the signal's number when ``signalled``.
  var status: Int32
  /// Whether a signal ended the shell or the process.
  var signalled: Bool
  /// What went to standard output, fixtures' paths normalised.
  var standardOutput: String
  /// What went to standard error, fixtures' paths normalised.
  var standardError: String
  /// How long the shell ran, from its start to its end (not to when the test read the result).
  var duration: Duration
}

/// A folder for one test, removed when the value is released.
final class ScratchFolder: Sendable {
  /// The folder's absolute path.
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbench-cli-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    Self.makeRemovable(path)
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Gives back the owner's permissions on a folder and everything under it, as
  /// `chmod -R u+rwx` would: tests lock files and folders to check the errors, and a locked
  /// folder's contents cannot be removed.
  private static func makeRemovable(_ path: String) {
    let files = FileManager.default
    guard let type = try? files.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
      type != .typeSymbolicLink
    else { return }
    try? files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    guard type == .typeDirectory else { return }
    for name in (try? files.contentsOfDirectory(atPath: path)) ?? [] {
      makeRemovable(path + "/" + name)
    }
  }

  /// Writes `contents` to `name` under the folder and returns the file's path.
  @discardableResult
  func write(_ name: String, _ contents: String) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The names in the folder, sorted, hidden ones included.
  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}

/// Runs `script` with `/bin/sh` in `directory`, the real executable's path in `$WORKBENCH`
/// and the fixtures folder in `$FIXTURES`, as a user would type it in a terminal.
///
/// It waits without holding a thread: tests run on a pool as wide as the machine has cores, and
/// a test blocked on a child process would keep the others, and the main actor's, from running.
///
/// - Parameters:
///   - script: Shell commands; their output goes to the result.
///   - directory: The working directory (default: the package root).
///   - input: What the script reads on standard input (default: nothing).
/// - Returns: How the shell ended and what it printed.
/// - Throws: When the scratch files cannot be made or the shell cannot be started.
func shell(
  _ script: String, in directory: String? = nil, input: String = ""
) async throws
  -> ProcessResult
{
  let scratch = try ScratchFolder()
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script]
  process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot.path)
  var environment = ProcessInfo.processInfo.environment
  environment["WORKBENCH"] = workbenchExecutable
  // `swift test` has built `workbench-classroom` beside `workbench` and holds the build folder:
  // the executable uses that build instead of building it again.
  environment["WORKBENCH_CLASSROOM_BINARY"] =
    URL(fileURLWithPath: workbenchExecutable).deletingLastPathComponent()
    .appendingPathComponent("workbench-classroom").path
  // And `workbench-lab`, for the lab's commands, likewise.
  environment["WORKBENCH_LAB_BINARY"] =
    URL(fileURLWithPath: workbenchExecutable).deletingLastPathComponent()
    .appendingPathComponent("workbench-lab").path
  environment["FIXTURES"] = testDirectory.appendingPathComponent("Fixtures").path
  process.environment = environment
  let inputPath = try scratch.write("stdin", input)
  let outputPath = try scratch.write("stdout", "")
  let errorPath = try scratch.write("stderr", "")
  process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inputPath))
  process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
  process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
  let clock = ContinuousClock()
  let start = clock.now
  let end = try await withCheckedThrowingContinuation {
    (finished: CheckedContinuation<ContinuousClock.Instant, any Error>) in
    process.terminationHandler = { _ in finished.resume(returning: clock.now) }
    do {
      try process.run()
    } catch {
      process.terminationHandler = nil
      finished.resume(throwing: error)
    }
  }
  return ProcessResult(
    status: process.terminationStatus,
    signalled: process.terminationReason == .uncaughtSignal,
    standardOutput: normalised(try String(contentsOfFile: outputPath, encoding: .utf8)),
    standardError: normalised(try String(contentsOfFile: errorPath, encoding: .utf8)),
    duration: end - start)
}
