import ArchitectureDescriptor
import ChangeCost
import Foundation
import ReportLayout

/// `workbench changes --verify`: for each change request, builds it, runs the nine
/// architectures' role tests as the change leaves them, runs the change's scenarios and then
/// the bundled base scenarios on its implementations; any failure is named, and exits 1.
enum ChangeVerification {
  /// One check of one change, run in a child process.
  struct Check {
    var name: String
    var passed: Bool
    /// What failed, one line each (a violation's architecture, location and rule).
    var details: [String] = []
  }

  @MainActor
  static func run(
    _ changes: [ChangeRequest], architectures: [Architecture], output: inout CommandOutput
  ) {
    var failures: [String] = []
    let mutants = changes.filter { $0.hasMutants() }.map(\.name)
    for change in changes {
      for check in verify(change, architectures: architectures) {
        output.print("\(check.passed ? "pass" : "FAIL")  \(change.name): \(check.name)")
        for detail in check.details { output.print("      " + detail) }
        if !check.passed { failures.append("\(change.name): \(check.name)") }
      }
    }
    if failures.isEmpty {
      let killed =
        mutants.isEmpty
        ? "" : "; its scenarios kill every mutant of " + mutants.joined(separator: ", ")
      let summary =
        "PASSED: every change request applies, builds and passes its role tests; its scenarios "
        + "and the base scenarios (where they apply) pass and agree on every implementation, "
        + "and each keeps its pattern\(killed)."
      output.print(TextLayout.wrap(summary, width: 100).joined(separator: "\n"))
    } else {
      output.print(
        TextLayout.wrap("FAILED: " + failures.joined(separator: "; "), width: 100)
          .joined(separator: "\n"))
      output.exitCode = .failure
    }
  }

  /// The checks of one change, stopping after a failed build.
  static func verify(_ change: ChangeRequest, architectures: [Architecture]) -> [Check] {
    guard let folder = ChangeBuild.build(change, tests: true) else {
      return [Check(name: "build", passed: false)]
    }
    var checks = [Check(name: "build", passed: true)]
    // The architectures' role tests, and those of every shared layer the change's patches change.
    var targets = architectures.map {
      ($0.sourcePath.split(separator: "/").last.map(String.init) ?? $0.name) + "Tests"
    }
    for patch in (try? change.sources.patches()) ?? [] {
      let name = (patch.folder as NSString).lastPathComponent
      let tests = name.hasSuffix("Tests") ? name : name + "Tests"
      if patch.folder.contains("/Shared/"), !targets.contains(tests) { targets.append(tests) }
    }
    ChildProcess.say("Running the role tests of '\(change.name)' (\(targets.count) targets)…")
    let modules = targets.map { ChangeBuild.moduleName(of: $0, in: change) }
    let filter = "^(" + modules.joined(separator: "|") + ")\\."
    let tests = ChildProcess.swift(
      ["test", "--skip-build", "--filter", filter],
      environment: ChangeBuild.modulesEnvironment(change))
    checks.append(Check(name: "role tests", passed: tests == 0))
    var runs = [("its scenarios", [change.scenarios])]
    if let reason = change.baseScenariosDoNotApply() {
      ChildProcess.say("Not running the base scenarios on '\(change.name)': \(reason)")
    } else {
      runs.append(("the base scenarios", ["Scenarios"]))
    }
    for (name, paths) in runs {
      ChildProcess.say("Running \(name) on the implementations of '\(change.name)'…")
      let arguments = ["run"] + paths + ["--no-timing", "--change", change.name]
      let status = quietly { ChangeBuild.launch(folder, change: change, arguments: arguments) }
      checks.append(Check(name: name, passed: status == .success))
    }
    checks.append(conformance(change, folder: folder))
    if change.hasMutants() {
      ChildProcess.say("Grading the mutants of '\(change.name)' with its scenarios…")
      let arguments = [
        "mutants", change.scenarios, "--minimum-score", "100", "--change", change.name,
      ]
      let status = quietly { ChangeBuild.launch(folder, change: change, arguments: arguments) }
      checks.append(Check(name: "its scenarios kill its mutants", passed: status == .success))
    }
    return checks
  }

  /// Runs `body` with standard output sent to standard error, so a child's report shows as
  /// progress and this command's own summary stays alone on standard output.
  static func quietly(_ body: () -> ExitCode) -> ExitCode {
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    guard saved >= 0 else { return body() }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    defer {
      dup2(saved, STDOUT_FILENO)
      close(saved)
    }
    return body()
  }
}
