import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation
import ReportLayout

/// A change request as a classroom exercise: `exercise show <change> --architecture <name>`
/// gives the student a copy of one architecture to change, and `exercise check` builds it apart
/// from the tool, runs the change's scenarios on it, checks the pattern's rules on its sources,
/// and shows the student's change measured beside every reference implementation.
enum ChangeExercise {
  /// The scratch folder of a student's build, apart from the reference build of the change.
  static func scratchArguments(_ change: ChangeRequest) -> [String] {
    ["--scratch-path", ChangeBuild.scratchPath(change) + "-student"]
  }

  /// The environment of a student's build: the change, with the students' copies in.
  static func environment(_ change: ChangeRequest) -> [String: String] {
    ChangeBuild.environment(change).merging([StudentCopy.variable: "1"]) { $1 }
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
      output.printError("error: cannot copy \(copy.base) to \(copy.path): \(error)")
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
    output.print(lines.joined(separator: "\n"))
  }

  /// Builds the student's copy apart, runs the change's scenarios on it, checks the rules, and
  /// prints the measurement; exit 0 when everything passes.
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
    var passed = scenariosPass(change, architecture: architecture)
    output.print("\(passed ? "pass" : "FAIL")  scenarios of \(change.scenarios)")
    passed = rulesHold(copy, output: &output) && passed
    do {
      output.print("")
      output.print(
        try measurement(copy, architecture: architecture, among: architectures, width: width))
    } catch {
      output.printError("error: cannot measure \(copy.path): \(error)")
    }
    output.print(
      passed
        ? "Done: the scenarios pass and the pattern's rules hold."
        : "Not done yet: see what failed above.")
    output.exitCode = passed ? .success : .failure
  }

  /// Builds the student's copy and runs the change's scenarios on it in a child process.
  private static func scenariosPass(_ change: ChangeRequest, architecture: Architecture) -> Bool {
    // The change's shared layers (and the reference implementations beside yours) come from its
    // patches.
    do {
      try change.sources.materialize()
    } catch {
      ChildProcess.say(Quoting.terminalLines(error.description))
      return false
    }
    ChildProcess.say("Building your copy with '\(change.name)' (apart from the tool)…")
    let environment = environment(change)
    let build = ChildProcess.swift(
      ["build", "--product", "workbench"] + scratchArguments(change), environment: environment)
    guard build == 0,
      let folder = ChildProcess.binPath(scratchArguments(change), environment: environment)
    else {
      ChildProcess.say("error: your copy does not compile: the compiler's errors are above.")
      return false
    }
    let status = ChangeVerification.quietly {
      let status = ChildProcess.launch(
        folder + "/workbench",
        [
          "run", change.scenarios, "--change", change.name, "--architectures", architecture.name,
          "--no-timing",
        ], environment: environment)
      return ExitCode(rawValue: status) ?? .failure
    }
    return status == .success
  }

  /// Checks the pattern's conformance rules on the copy's sources, printing each.
  private static func rulesHold(_ copy: StudentCopy, output: inout CommandOutput) -> Bool {
    guard let known = try? KnownTypes.sharedLayers(packageRoot: "."),
      let facts = try? CodeFacts.analyse(folder: copy.path, knownExternalTypes: known)
    else {
      output.print("FAIL  the pattern's rules: cannot read \(copy.path)")
      return false
    }
    var holds = true
    for rule in ConformanceRule.all {
      let violations = rule.violations(in: facts)
      output.print("\(violations.isEmpty ? "pass" : "FAIL")  \(rule.name)")
      for violation in violations { output.print("      " + violation) }
      holds = holds && violations.isEmpty
    }
    return holds
  }

  /// The change's table with the student's copy as a row of its own, first.
  private static func measurement(
    _ copy: StudentCopy, architecture: Architecture, among architectures: [Architecture],
    width: Int
  ) throws -> String {
    var table = try ChangeCostTable.measure(
      architectures.map { ($0.name, $0.sourcePath) }, changes: [copy.change])
    let mine = ChangeCostTable.Entry(
      architecture: "you: " + architecture.name, base: copy.base, implementation: copy.path,
      cost: try copy.cost())
    table.changes[0].architectures.insert(mine, at: 0)
    return ChangeCostFormat.text.render(table, width: width)
  }
}
