import Diagnostics
import Foundation
import OutputFiles

/// A child process started without waiting for it, its standard output and error kept in a file
/// until it ends: how `changes --verify` runs a change's checks side by side, each one's output
/// shown whole when it is done rather than interleaved with the others'.
final class BackgroundChild {
  private let process: Process
  private let log: URL
  private let handle: FileHandle?

  /// Starts `executable` with `arguments`, `environment` added to this process's.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - environment: Variables to add to this process's environment.
  init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) {
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    log = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-check-" + UUID().uuidString + ".log")
    // Recorded before it is made, so an interruption never leaves it behind.
    ProcessSignals.removeOnInterruption(temporary: log.path)
    handle =
      FileManager.default.createFile(atPath: log.path, contents: nil)
      ? FileHandle(forWritingAtPath: log.path) : nil
    process.standardOutput = handle ?? FileHandle.standardError
    process.standardError = handle ?? FileHandle.standardError
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("error: cannot run \(Quoting.terminal(executable)): \(error)\n".utf8))
    }
  }

  /// Waits for the child, writes what it printed to standard error, and returns its exit
  /// status (128 + the signal when killed; 1 when it never started).
  func finish() -> Int32 {
    defer {
      try? FileManager.default.removeItem(at: log)
      ProcessSignals.keepOnInterruption(temporary: log.path)
    }
    guard process.isRunning || process.processIdentifier != 0 else { return 1 }
    process.waitUntilExit()
    try? handle?.close()
    if let output = FileManager.default.contents(atPath: log.path) {
      FileHandle.standardError.write(output)
    }
    ProcessSignals.holdIfEnding()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}
