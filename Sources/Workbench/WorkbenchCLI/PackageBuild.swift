import Diagnostics
import Foundation
import OutputFiles
import ReportLayout

/// Builds this package's products with `swift build` and runs what it built: the one way
/// `workbench` builds the lab, the classroom and the change requests, each a ``ChildProcess``
/// whose progress goes to standard error, never into a report.
enum PackageBuild {
  /// The configuration this tool was built in, which the products it builds share: a release
  /// run of a change request times the change's code in release, not in debug.
  static var configuration: [String] {
    #if DEBUG
      ["-c", "debug"]
    #else
      ["-c", "release"]
    #endif
  }

  /// Runs `swift` with `arguments`, its output on standard error unless `output` says
  /// otherwise; returns the exit status.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `swift`.
  ///   - output: Where its standard output goes (default: standard error).
  ///   - environment: Variables to add to this process's environment.
  /// - Returns: How it ended, and its output when captured.
  static func swift(
    _ arguments: [String], output: ChildProcess.Stream = .standardError,
    environment: [String: String] = [:]
  ) -> ChildProcess.Finished {
    ChildProcess("/usr/bin/env", ["swift"] + arguments, environment: environment, output: output)
      .run()
  }

  /// Builds `products`, one after the other, stopping at the first that fails.
  ///
  /// - Parameters:
  ///   - products: The products to build.
  ///   - environment: Variables to add to this process's environment.
  /// - Returns: Whether every product built.
  static func build(_ products: [String], environment: [String: String] = [:]) -> Bool {
    products.allSatisfy { product in
      swift(["build"] + configuration + ["--product", product], environment: environment)
        .outcome.succeeded
    }
  }

  /// The folder of a build's products (`swift build --show-bin-path` with `arguments`).
  ///
  /// - Parameters:
  ///   - arguments: The build's own arguments (a scratch path).
  ///   - environment: Variables the build was made with.
  /// - Returns: The folder, or `nil` when `swift` fails.
  static func binPath(_ arguments: [String] = [], environment: [String: String] = [:]) -> String? {
    let shown = swift(
      ["build", "--show-bin-path"] + configuration + arguments, output: .captured,
      environment: environment)
    guard shown.outcome.succeeded else { return nil }
    return shown.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Runs a built tool (or any program), its output this process's, and returns its exit
  /// status (128 + the signal when killed); says why on standard error when it cannot start.
  ///
  /// - Parameters:
  ///   - executable: The program's path.
  ///   - arguments: Its arguments.
  ///   - environment: Variables to add to this process's environment.
  /// - Returns: The exit status, 1 when it could not be started.
  static func launch(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:]
  ) -> Int32 {
    let finished = ChildProcess(executable, arguments, environment: environment).run()
    if case .notStarted(let reason) = finished.outcome {
      say("error: cannot run \(Quoting.terminal(executable)): \(reason)")
    }
    return finished.outcome.status
  }

  /// Writes `text` and a newline to standard error.
  static func say(_ text: String) {
    // Fitted to 100 columns as every report is, long paths and names wrapped under an indent.
    let fitted = TextLayout.fit(text, width: TextLayout.defaultWidth)
    FileHandle.standardError.write(Data((fitted + "\n").utf8))
  }
}
