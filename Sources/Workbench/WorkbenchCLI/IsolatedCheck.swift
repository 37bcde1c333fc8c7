import Classroom
import Diagnostics
import Foundation
import OutputFiles
import RunReports

#if canImport(Glibc)
  import Glibc
#endif

/// `exercise check` with the student's screen in a child process, as test runners run tests: a
/// screen that traps is reported with the trap's message and the scenario it was replaying, one
/// that loops is stopped after ``timeLimit`` seconds, and the tool goes on either way.
enum IsolatedCheck {
  /// The hidden action the child runs: the check itself, its items printed as JSON.
  static let childAction = "check-in-this-process"

  /// How long a check may take, in seconds (`WORKBENCH_CHECK_SECONDS` overrides it).
  static var timeLimit: Double {
    ProcessInfo.processInfo.environment["WORKBENCH_CHECK_SECONDS"].flatMap(Double.init) ?? 10
  }

  /// What the child prints on standard error before replaying each scenario.
  static let replayingPrefix = "replaying scenario "

  /// Checks `exercise` in a child process of this executable and prints what it found.
  @MainActor
  static func check(
    _ exercise: Exercise, solution: Bool, width: Int, output: inout CommandOutput
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-check-\(getpid())-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path
    let errPath = folder.appendingPathComponent("err").path
    let child = ChildProcess(
      URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
      ["exercise", childAction, exercise.name] + (solution ? ["--solution"] : []),
      output: .file(outPath), errors: .file(errPath), timeLimit: timeLimit, grace: 0)
    // A folder that cannot be made leaves the child's files unwritable: it is not started.
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let outcome = child.run().outcome
    if case .notStarted(let reason) = outcome {
      output.printError("error: cannot start the check of \(exercise.name): \(reason)")
      output.exitCode = .failure
      return
    }
    let standardError = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    let scenario = standardError.split(separator: "\n").last { $0.hasPrefix(replayingPrefix) }
      .map { String($0.dropFirst(replayingPrefix.count)) }
    let place = scenario.map { " while replaying the scenario \(Quoting.literal($0))" } ?? ""
    if outcome == .timedOut {
      output.print(
        "Checking \(exercise.name): the screen did not finish within \(Int(timeLimit)) s"
          + "\(place): an endless loop? It was stopped; nothing else was checked.")
      output.exitCode = .failure
      return
    }
    if case .signalled(let signal) = outcome {
      let message =
        standardError.split(separator: "\n").first {
          $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition")
        }.map { " — " + Quoting.terminal(String($0.trimmingCharacters(in: .whitespaces))) } ?? ""
      output.print(
        "Checking \(exercise.name): the screen crashed (signal \(signal))"
          + "\(place)\(message). Nothing else was checked; fix the crash and check again.")
      output.exitCode = .failure
      return
    }
    let data = FileManager.default.contents(atPath: outPath) ?? Data()
    guard outcome.succeeded,
      let result = try? JSONDecoder().decode(ExerciseCheck.self, from: data)
    else {
      // The child printed why (a scenario or a source that cannot be read).
      output.standardError +=
        standardError.split(separator: "\n")
        .filter { !$0.hasPrefix(replayingPrefix) }.joined(separator: "\n") + "\n"
      output.exitCode = .unreadablePath
      return
    }
    ExerciseCommand.render(result, of: exercise, solution: solution, width: width, output: &output)
  }

  /// The child's side: checks `exercise` here, naming each scenario on standard error as it
  /// starts, and prints the items as JSON.
  @MainActor
  static func runChild(_ exercise: Exercise, solution: Bool, output: inout CommandOutput) {
    do {
      let result = try ExerciseCheck.run(exercise, solution: solution, packageRoot: ".") {
        // Written at once, not kept in `output`: the parent needs it if this process dies.
        FileHandle.standardError.write(Data((replayingPrefix + $0 + "\n").utf8))
      }
      output.standardOutput += JSONDocument.render(result)
    } catch {
      ExerciseCommand.report(error, checking: exercise, output: &output)
    }
  }
}
