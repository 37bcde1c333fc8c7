import Diagnostics
import Foundation
import OutputFiles

/// A ``ChildProcess`` started without waiting for it, its standard output and error kept in a
/// file until it ends: how `changes --verify` runs a change's checks side by side, each one's
/// output shown whole when it is done rather than interleaved with the others'.
final class BackgroundChild {
  private let running: ChildProcess.Running?
  private let log: String

  /// Starts `executable` with `arguments`, `environment` added to this process's.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - environment: Variables to add to this process's environment.
  init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) {
    log =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbench-check-" + UUID().uuidString + ".log"
      ).path
    // Recorded before it is made, so an interruption never leaves it behind.
    ProcessSignals.removeOnInterruption(temporary: log)
    do {
      running = try ChildProcess(
        executable, arguments, environment: environment, output: .file(log), errors: .file(log)
      ).start()
    } catch {
      running = nil
      PackageBuild.say("error: cannot run \(Quoting.terminal(executable)): \(error.reason)")
    }
  }

  /// Waits for the child, writes what it printed to standard error, and returns its exit
  /// status (128 + the signal when killed; 1 when it never started).
  func finish() -> Int32 {
    defer {
      try? FileManager.default.removeItem(atPath: log)
      ProcessSignals.keepOnInterruption(temporary: log)
    }
    guard let running else { return 1 }
    let outcome = running.finish().outcome
    if let output = FileManager.default.contents(atPath: log) {
      FileHandle.standardError.write(output)
    }
    return outcome.status
  }
}
