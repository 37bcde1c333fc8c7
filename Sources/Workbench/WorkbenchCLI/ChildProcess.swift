import Diagnostics
import Foundation
import OutputFiles
import ReportLayout

/// Runs `swift` and built tools as child processes, their output on this process's standard
/// error unless captured: how `workbench` builds the classroom and the change requests.
enum ChildProcess {
  /// Runs `swift` with `arguments`, its output on standard error unless `output` is given;
  /// returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `swift`.
  ///   - output: Where to send standard output, or `nil` for standard error.
  ///   - environment: Variables to add to this process's environment.
  /// - Returns: The exit status (128 + the signal when killed).
  static func swift(
    _ arguments: [String], output: Pipe? = nil, environment: [String: String] = [:]
  ) -> Int32 {
    launch("/usr/bin/env", ["swift"] + arguments, output: output, environment: environment)
  }

  /// The folder of a build's products (`swift build --show-bin-path` with `arguments`).
  ///
  /// - Parameters:
  ///   - arguments: The build's own arguments (a scratch path).
  ///   - environment: Variables the build was made with.
  /// - Returns: The folder, or `nil` when `swift` fails.
  static func binPath(_ arguments: [String] = [], environment: [String: String] = [:]) -> String? {
    let pipe = Pipe()
    guard
      swift(["build", "--show-bin-path"] + arguments, output: pipe, environment: environment)
        == 0
    else { return nil }
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs `executable`, waits, and returns its exit status (128 + the signal when killed).
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - output: Where to send standard output (default: this process's, or standard error
  ///     for `swift` itself, so a build's progress never mixes with a report).
  ///   - environment: Variables to add to this process's environment.
  /// - Returns: The exit status.
  static func launch(
    _ executable: String, _ arguments: [String], output: Pipe? = nil,
    environment: [String: String] = [:]
  ) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let output {
      process.standardOutput = output
    } else if executable == "/usr/bin/env" {
      process.standardOutput = FileHandle.standardError
    }
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("error: cannot run \(Quoting.terminal(executable)): \(error)\n".utf8))
      return 1
    }
    process.waitUntilExit()
    ProcessSignals.holdIfEnding()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }

  /// Writes `text` and a newline to standard error.
  static func say(_ text: String) {
    // Fitted to 100 columns as every report is, long paths and names wrapped under an indent.
    let fitted = TextLayout.fit(text, width: TextLayout.defaultWidth)
    FileHandle.standardError.write(Data((fitted + "\n").utf8))
  }
}
