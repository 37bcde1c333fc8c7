import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation
import OutputFiles
import ReportLayout

/// A change request as a classroom exercise: `exercise show <change> --architecture <name>`
/// gives the student a copy of one architecture to change, and `exercise check` builds it apart
/// from the tool, runs the change's scenarios on it, checks it against its pattern's intended
/// model (its sources and its traces), and, when it keeps the pattern, shows the student's
/// change measured beside every reference implementation.
enum ChangeExercise {
  /// The environment of a student's build: the change's modules, with the students' copies in
  /// place of the reference implementations they copy.
  static func environment(_ change: ChangeRequest) -> [String: String] {
    ChangeBuild.modulesEnvironment(change).merging([StudentCopy.variable: "1"]) { $1 }
  }

  /// Makes the student's copy (or keeps the one there) and prints the task.
  static func show(
    _ change: ChangeRequest, architecture: Architecture, width: Int, output: inout CommandOutput
  ) {
    let copy = StudentCopy(change: change, base: architecture.sourcePath)
    let made: Bool
    do {
      made = try copy.make()
    } catch {
      // The system's reason (`file exists`), not Foundation's error domain and user info.
      output.printError(
        "error: cannot copy \(copy.base) to \(copy.path): \(fileErrorDescription(error))")
      output.exitCode = .unwritableOutput
      return
    }
    let readme = (try? SourceFile.text(at: change.scenarios + "/README.md")) ?? ""
    var lines = [readme.trimmingCharacters(in: .whitespacesAndNewlines), ""]
    lines += TextLayout.wrap(
      (made ? "Your copy of \(architecture.name): " : "Your copy of \(architecture.name), kept: ")
        + "\(copy.path)/ (made from \(copy.base)). Make the change there, in the pattern's "
        + "idiom; 'diff -r \(copy.base) \(copy.path)' shows your work.", width: width)
    lines += TextLayout.wrap(
      "Check it with 'workbench exercise check \(change.name) --architecture "
        + "\(architecture.name)': the scenarios of \(change.scenarios), the pattern's rules, "
        + "and what your change cost beside every reference implementation.", width: width)
    // The README is a file anyone may hand out: escaped, whatever it holds.
    output.print(Quoting.terminalLines(lines.joined(separator: "\n")))
  }

  /// Builds the student's copy apart and checks it: scenarios, pattern, then its rank.
  ///
  /// The copy is ranked beside the reference implementations only once the scenarios pass and
  /// the pattern holds; exit 0 when all pass. What failed in a child process is on standard
  /// error, and standard output says so.
  static func check(
    _ change: ChangeRequest, architecture: Architecture, among architectures: [Architecture],
    width: Int, output: inout CommandOutput
  ) {
    let copy = StudentCopy(change: change, base: architecture.sourcePath)
    guard copy.exists() else {
      output.printError(
        "error: there is no copy at \(copy.path); make it with 'workbench exercise show "
          + "\(change.name) --architecture \(architecture.name)'")
      output.exitCode = .unreadablePath
      return
    }
    let folder = build(change)
    let scenarios = folder.map { scenariosPass(change, architecture: architecture, folder: $0) }
    output.print(
      TextLayout.wrap(
        folder == nil
          ? "FAIL  your copy does not build: the compiler's errors are on standard error, above"
          : "\(scenarios == true ? "pass" : "FAIL")  scenarios of \(change.scenarios), run on "
            + "your copy, \(copy.path)", width: width, indent: "      "
      ).joined(separator: "\n"))
    let kept = folder.map {
      patternKept(copy, architecture: architecture, folder: $0, output: &output)
    }
    let passed = scenarios == true && kept == true
    output.print("")
    rank(
      copy, passed: passed, architecture: architecture, among: architectures, width: width,
      output: &output)
    output.print(
      passed
        ? "Done: the scenarios pass and the pattern's rules hold."
        : TextLayout.wrap(
          "Not done yet: "
            + (kept == false ? "your copy breaks its pattern (see FAIL above). " : "")
            + (folder == nil
              ? "The compiler's errors are on standard error, above this report."
              : scenarios == true
                ? ""
                : "Each scenario's failed expectations, at their file and line, are on "
                  + "standard error, above this report."),
          width: width
        ).joined(separator: "\n"))
    output.exitCode = passed ? .success : .failure
  }

  /// Ranks a copy that passed beside every reference implementation, or says why it is not
  /// ranked: a failing or empty copy costs little because it does not do the change yet, and
  /// would rank best on every measure.
  private static func rank(
    _ copy: StudentCopy, passed: Bool, architecture: Architecture,
    among architectures: [Architecture], width: Int, output: inout CommandOutput
  ) {
    guard passed else {
      output.print(
        TextLayout.wrap(
          "Not ranked: only a copy that builds, passes the scenarios and keeps its pattern's "
            + "rules is measured beside the reference implementations; until then it costs "
            + "little because it does not do the change yet.", width: width
        ).joined(separator: "\n"))
      return
    }
    do {
      output.print(
        try measurement(copy, architecture: architecture, among: architectures, width: width))
      output.print(
        TextLayout.wrap(
          "Your tests are not measured (the copy holds the sources only): your row's tests "
            + "are 'none', ranked last, not first.", width: width
        ).joined(separator: "\n") + "\n")
    } catch {
      output.printError("error: cannot measure \(copy.path): \(error)")
    }
  }

  /// Builds the student's copy with the change; the folder of its `workbench-change`, or `nil`
  /// when it does not build (the compiler's errors on standard error).
  private static func build(_ change: ChangeRequest) -> String? {
    // The change's shared layers (and the reference implementations beside yours) come from its
    // patches.
    do {
      try change.sources.materialize()
    } catch {
      PackageBuild.say(Quoting.terminalLines(error.description))
      return nil
    }
    PackageBuild.say("Building your copy with '\(change.name)' (apart from the tool)…")
    let environment = environment(change)
    guard PackageBuild.build([ChangeBuild.product], environment: environment),
      let folder = PackageBuild.binPath([], environment: environment)
    else {
      PackageBuild.say("error: your copy does not compile: the compiler's errors are above.")
      return nil
    }
    return folder
  }

  /// Runs the change's scenarios on the student's copy, built in `folder`, in a child process.
  private static func scenariosPass(
    _ change: ChangeRequest, architecture: Architecture, folder: String
  ) -> Bool {
    let status = ChangeVerification.quietly {
      let status = PackageBuild.launch(
        folder + "/" + ChangeBuild.product,
        [
          "run", change.scenarios, "--change", change.name, "--architectures", architecture.name,
          "--no-timing",
        ], environment: environment(change))
      return ExitCode(rawValue: status) ?? .failure
    }
    return status == .success
  }

  /// Checks the copy against its pattern's intended model as `workbench conformance --change`
  /// does, in the student's build (its sources, and the traces of the scenarios on it); prints
  /// one line, then each violation at its `file:line` or `scenario:event`.
  private static func patternKept(
    _ copy: StudentCopy, architecture: Architecture, folder: String,
    output: inout CommandOutput
  ) -> Bool {
    PackageBuild.say("Checking your copy against \(architecture.name)'s pattern…")
    let (status, report) = ChangeVerification.ConformanceRun(
      copy.change, folder: folder, arguments: ["--architectures", architecture.name],
      environment: environment(copy.change)
    ).report()
    guard let result = report?.architectures.first else {
      output.print(
        "FAIL  the pattern's rules: not checked (exit \(status.rawValue)); run 'workbench "
          + "conformance --change \(copy.change.name) --architectures \(architecture.name)'")
      return false
    }
    let violations = result.violations + (result.reflexion?.divergences ?? [])
    output.print(
      "\(violations.isEmpty ? "pass" : "FAIL")  the rules of \(result.model.pattern) "
        + "(static and from the traces of the scenarios)")
    for violation in violations {
      output.print(
        Quoting.terminalLines(
          "      " + violation.line.replacingOccurrences(of: "\n", with: "\n      ")))
    }
    return violations.isEmpty && status == .success
  }

  /// The change's table with the student's copy as a row of its own, first.
  private static func measurement(
    _ copy: StudentCopy, architecture: Architecture, among architectures: [Architecture],
    width: Int
  ) throws -> String {
    var table = try ChangeCostTable.measure(
      architectures.map { ($0.name, $0.sourcePath) }, changes: [copy.change])
    var mine = ChangeCostTable.Entry(
      architecture: "you: " + architecture.name, base: copy.base, implementation: copy.path,
      cost: try copy.cost())
    // The shared code your copy uses counts in its all-in churn, as it does for the others.
    mine.sharedCodeUsed = try table.changes[0].sharedCodeUsed(by: copy.path)
    table.changes[0].architectures.insert(mine, at: 0)
    return ChangeCostFormat.text.render(table, width: width)
  }
}
