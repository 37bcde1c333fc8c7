import Dispatch
import Foundation

/// Runs one program to its end, or until a time limit, with its output in a file or discarded.
struct ChildProcess {
  /// How a child ended.
  enum Outcome: Equatable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (a trap, a crash).
    case signalled(Int32)
    /// It ran past the time limit and was killed.
    case timedOut
    /// It could not be started.
    case notStarted(String)

    /// Whether it exited with status 0.
    var succeeded: Bool { self == .exited(0) }
  }

  var executable: String
  var arguments: [String]
  var directory: String
  var environment: [String: String] = [:]
  /// The file that receives standard output and standard error; `nil` discards them.
  var outputFile: String?
  /// Seconds before the child is killed.
  var timeLimit: Double = 600

  /// Runs the child and waits for it.
  func run() -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let sink: FileHandle?
    if let outputFile {
      _ = FileManager.default.createFile(atPath: outputFile, contents: nil)
      sink = FileHandle(forWritingAtPath: outputFile)
    } else {
      sink = FileHandle(forWritingAtPath: "/dev/null")
    }
    process.standardOutput = sink
    process.standardError = sink
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    defer { try? sink?.close() }
    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    do {
      try process.run()
    } catch {
      return .notStarted(String(describing: error))
    }
    if finished.wait(timeout: .now() + timeLimit) == .timedOut {
      process.terminate()
      if finished.wait(timeout: .now() + 5) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        finished.wait()
      }
      return .timedOut
    }
    if process.terminationReason == .uncaughtSignal {
      return .signalled(process.terminationStatus)
    }
    return .exited(process.terminationStatus)
  }
}
