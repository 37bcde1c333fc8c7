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
    var missing: [String] = []
    let mutants = changes.filter { $0.hasMutants() }.map(\.name)
    for change in changes {
      for gap in change.notImplemented() {
        output.print(
          "none  \(change.name): \(gap.architecture) has no implementation: \(gap.reason)")
        missing.append("\(change.name) on \(gap.architecture)")
      }
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
        + (missing.isEmpty
          ? ""
          : " Not implemented yet, as each change's NOT-IMPLEMENTED says: "
            + missing.joined(separator: ", ") + ".")
      output.print(TextLayout.wrap(summary, width: 100).joined(separator: "\n"))
    } else {
      output.print(
        TextLayout.wrap("FAILED: " + failures.joined(separator: "; "), width: 100)
          .joined(separator: "\n"))
      output.exitCode = .failure
    }
  }

  /// The checks of one change, stopping after a failed build.
  ///
  /// After the build, the checks run side by side (two cores do twice the work of one), each
  /// one's output shown whole, in this order, when it is done.
  static func verify(_ change: ChangeRequest, architectures: [Architecture]) -> [Check] {
    guard let folder = ChangeBuild.build(change, tests: true) else {
      return [Check(name: "build", passed: false)]
    }
    let tool = folder + "/" + ChangeBuild.product
    let environment = ChangeBuild.environment(change)
    var started: [(name: String, child: BackgroundChild)] = []
    started.append(("role tests", roleTests(change, architectures: architectures)))
    var runs = [("its scenarios", [change.scenarios])]
    if let reason = change.baseScenariosDoNotApply() {
      PackageBuild.say("Not running the base scenarios on '\(change.name)': \(reason)")
    } else {
      runs.append(("the base scenarios", ["Scenarios"]))
    }
    // An architecture the change declares unimplemented runs its base code, which neither the
    // change's scenarios nor the base scenarios as the change leaves them are run on.
    let missing = Set(change.notImplemented().map(\.architecture))
    let implemented = architectures.map(\.name).filter { !missing.contains($0) }
    for (name, paths) in runs {
      var arguments = ["run"] + paths + ["--no-timing", "--change", change.name]
      if !missing.isEmpty {
        arguments += ["--architectures", implemented.joined(separator: ",")]
      }
      started.append((name, BackgroundChild(tool, arguments, environment: environment)))
    }
    let conformance = ConformanceRun(
      change, folder: folder,
      arguments: missing.isEmpty ? [] : ["--architectures", implemented.joined(separator: ",")],
      environment: environment)
    if change.hasMutants() {
      let arguments = [
        "mutants", change.scenarios, "--minimum-score", "100", "--change", change.name,
      ]
      started.append(
        (
          "its scenarios kill its mutants",
          BackgroundChild(tool, arguments, environment: environment)
        ))
    }
    PackageBuild.say(
      "Checking '\(change.name)': "
        + (started.map(\.name) + [conformanceName]).joined(separator: ", ")
        + ", side by side…")
    var checks = [Check(name: "build", passed: true)]
    for (name, child) in started {
      checks.append(Check(name: name, passed: child.finish() == 0))
    }
    // The pattern's rules come before the mutants, as a reader takes them.
    let mutantsLast = change.hasMutants() ? checks.popLast() : nil
    checks.append(conformance.finish())
    if let mutantsLast { checks.append(mutantsLast) }
    return checks
  }

  /// Starts the role tests of `change`: the architectures' and those of every shared layer its
  /// patches change.
  static func roleTests(_ change: ChangeRequest, architectures: [Architecture]) -> BackgroundChild {
    var targets = architectures.map {
      ($0.sourcePath.split(separator: "/").last.map(String.init) ?? $0.name) + "Tests"
    }
    for patch in (try? change.sources.patches()) ?? [] {
      let name = (patch.folder as NSString).lastPathComponent
      let tests = name.hasSuffix("Tests") ? name : name + "Tests"
      if patch.folder.contains("/Shared/"), !targets.contains(tests) { targets.append(tests) }
    }
    let modules = targets.map { ChangeBuild.moduleName(of: $0, in: change) }
    let filter = "^(" + modules.joined(separator: "|") + ")\\."
    return BackgroundChild(
      "/usr/bin/env", ["swift", "test", "--skip-build", "--filter", filter],
      environment: ChangeBuild.modulesEnvironment(change))
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
