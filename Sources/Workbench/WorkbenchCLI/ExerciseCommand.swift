import ArchitectureDescriptor
import ChangeCost
import Classroom
import Foundation
import ReportLayout
import RunReports
import ScenarioLanguage

/// `workbench exercise list|show|check|hint`: the classroom's exercises, checked on the student's
/// copy (or, for a teacher, on the reference solution).
enum ExerciseCommand {
  /// The options as declared.
  private typealias Option = Commands.Exercise

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    try ScreenSelection.requireCalculator(
      parsed, option: Option.screen, context: context, what: "exercises")
    guard let action = parsed.positionals.first else {
      throw UsageError("missing what to do: list, show, check or hint", usage: usage)
    }
    let rest = Array(parsed.positionals.dropFirst())
    if action != "list", parsed.has(Option.format) {
      throw UsageError("\(Option.format.name) goes with 'exercise list' only", usage: usage)
    }
    if action != "check", action != IsolatedCheck.childAction, parsed.has(Option.solution) {
      throw UsageError("--solution goes with 'exercise check' only", usage: usage)
    }
    let width = context.width
    if try changeExercise(action, rest, parsed, context: context, output: &output) != nil {
      return
    }
    switch action {
    case "list":
      guard rest.isEmpty else { throw UsageError("list takes no exercise name", usage: usage) }
      if parsed.value(Option.format) == "json" {
        output.standardOutput += listJSON()
      } else {
        output.standardOutput += listText(width: width)
      }
    case "show":
      let exercise = try find(rest, maxArguments: 1, usage: usage)
      output.standardOutput += show(exercise, width: width)
    case "hint":
      let exercise = try find(rest, maxArguments: 2, usage: usage)
      let level = rest.count == 2 ? Int(rest[1]) : 1
      guard let level, (1...exercise.hints.count).contains(level) else {
        throw UsageError(
          "\(exercise.name) has hints 1 to \(exercise.hints.count), not '\(rest[1])'",
          usage: usage)
      }
      output.standardOutput += hint(exercise, level: level, width: width)
    case "check", IsolatedCheck.childAction:
      let found = try find(rest, maxArguments: 1, usage: usage)
      check(
        context.exercises.first { $0.name == found.name } ?? found, action: action,
        solution: parsed.has(Option.solution), context: context, output: &output)
    default:
      let hint =
        ScenarioSpelling.suggestion(for: action, among: ["list", "show", "check", "hint"])
        .map { "; did you mean '\($0)'?" } ?? ""
      throw UsageError("unknown exercise action '\(action)'\(hint)", usage: usage)
    }
  }

  /// Runs `show` or `check` of a change request as an exercise, on the architecture
  /// `--architecture` names; `nil` when the command is not about a change request.
  @MainActor
  private static func changeExercise(
    _ action: String, _ rest: [String], _ parsed: ParsedArguments,
    context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) -> ChangeRequest? {
    let usage = parsed.usage
    guard action == "show" || action == "check",
      let change = ChangeRequest.all().first(where: { $0.name == rest.first })
    else {
      if parsed.has(Option.architecture) {
        throw UsageError(
          "--architecture goes with a change request's show and check: "
            + ChangeRequest.all().map(\.name).joined(separator: ", "), usage: usage)
      }
      return nil
    }
    guard rest.count == 1 else {
      throw UsageError("unexpected argument '\(rest[1])'", usage: usage)
    }
    guard let name = parsed.value(Option.architecture) else {
      throw UsageError(
        "\(change.name) is a change request: name the architecture to change with "
          + "--architecture (one of " + context.architectures.map(\.name).joined(separator: ", ")
          + ")", usage: usage)
    }
    let architecture = try ArchitectureSelection.find(name, in: context.architectures, usage: usage)
    if action == "show" {
      ChangeExercise.show(change, architecture: architecture, width: context.width, output: &output)
    } else {
      ChangeExercise.check(
        change, architecture: architecture, among: context.architectures, width: context.width,
        output: &output)
    }
    return change
  }

  /// Checks `exercise`: in a child process where the executable isolates a student's screen,
  /// here otherwise, or, as that child (`action` is ``IsolatedCheck/childAction``), here with
  /// the items printed as JSON.
  @MainActor
  private static func check(
    _ exercise: Exercise, action: String, solution: Bool, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) {
    if action == IsolatedCheck.childAction {
      IsolatedCheck.runChild(exercise, solution: solution, output: &output)
    } else if context.isolatesStudentScreens {
      IsolatedCheck.check(exercise, solution: solution, width: context.width, output: &output)
    } else {
      check(exercise, solution: solution, width: context.width, output: &output)
    }
  }

  private static func find(
    _ arguments: [String], maxArguments: Int, usage: String
  ) throws(UsageError) -> Exercise {
    guard let name = arguments.first else {
      throw UsageError("missing the exercise's name; see 'workbench exercise list'", usage: usage)
    }
    guard arguments.count <= maxArguments else {
      throw UsageError("unexpected argument '\(arguments[maxArguments])'", usage: usage)
    }
    if let exercise = ExerciseCatalog.exercise(named: name) { return exercise }
    if let change = ChangeRequest.all().first(where: { $0.name == name }) {
      throw UsageError(
        "'\(change.name)' is a change request: it has no hints, and its README "
          + "(\(change.scenarios)/README.md) says what to build; start it with 'workbench "
          + "exercise show \(change.name) --architecture <name>'", usage: usage)
    }
    let names = ExerciseCatalog.exercises.map(\.name)
    let hint =
      ScenarioSpelling.suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" }
      ?? ""
    throw UsageError(
      "unknown exercise '\(name)'\(hint); expected one of: " + names.joined(separator: ", "),
      usage: usage)
  }

  static func wrapped(_ text: String, width: Int, indent: String = "") -> String {
    // A line that fits keeps its spaces (the check's columns); a longer one is wrapped.
    guard TextLayout.width(of: indent + text) > width else { return indent + text + "\n" }
    return TextLayout.wrap(text, width: width - indent.count).map { indent + $0 }
      .joined(separator: "\n") + "\n"
  }

  private struct Listed: Encodable {
    var name: String
    var kind: String
    var summary: String
    var studentPath: String
    var solutionPath: String
    var scenarios: [String]
    var rules: [String]
    var hints: Int
  }

  static func listJSON() -> String {
    let listed = ExerciseCatalog.exercises.map { exercise in
      Listed(
        name: exercise.name, kind: exercise.kind, summary: exercise.summary,
        studentPath: exercise.studentPath, solutionPath: exercise.solutionPath,
        scenarios: exercise.scenarios, rules: exercise.rules.map(\.requirement),
        hints: exercise.hints.count)
    }
    return JSONDocument.render(listed)
  }

  static func show(_ exercise: Exercise, width: Int) -> String {
    var text = "\(exercise.name): \(exercise.kind)\n"
    text += wrapped(exercise.summary, width: width) + "\n"
    text += wrapped(exercise.task, width: width) + "\n"
    text += wrapped(
      "Your code: \(exercise.studentPath)/ (edit it there; 'git diff' shows your work)",
      width: width)
    text += wrapped(
      "Scenarios replayed: " + exercise.scenarios.joined(separator: ", "), width: width)
    text += "Rules checked on your sources:\n"
    for rule in exercise.rules {
      text += wrapped("- " + rule.requirement, width: width, indent: "  ")
    }
    text += "and the leak check: the screen is freed once released.\n\n"
    text += wrapped(
      "Check it with 'workbench exercise check \(exercise.name)'; "
        + "'workbench exercise hint \(exercise.name)' gives the first of "
        + "\(exercise.hints.count) hints.", width: width)
    return text
  }

  static func hint(_ exercise: Exercise, level: Int, width: Int) -> String {
    var text = "Hint \(level) of \(exercise.hints.count) for \(exercise.name):\n"
    text += wrapped(exercise.hints[level - 1], width: width, indent: "  ")
    if level < exercise.hints.count {
      text += "More: workbench exercise hint \(exercise.name) \(level + 1)\n"
    }
    return text
  }

  @MainActor
  private static func check(
    _ exercise: Exercise, solution: Bool, width: Int, output: inout CommandOutput
  ) {
    let result: ExerciseCheck
    do {
      result = try ExerciseCheck.run(exercise, solution: solution, packageRoot: ".")
    } catch {
      report(error, checking: exercise, output: &output)
      return
    }
    render(result, of: exercise, solution: solution, width: width, output: &output)
  }

  /// Prints why `exercise` could not be checked (a scenario or a source that cannot be read).
  static func report(_ error: any Error, checking exercise: Exercise, output: inout CommandOutput) {
    // The scenario and source errors are diagnostics of their own (`path: error: …`).
    let diagnostic = "\(error)"
    output.printError(
      diagnostic.contains(": error: ")
        ? diagnostic : "error: cannot check \(exercise.name): \(diagnostic)")
    output.printError(
      "  'workbench exercise check' reads Scenarios/ and Sources/ under the current directory: "
        + "run it from the package root (the folder holding Package.swift).")
    output.exitCode = .unreadablePath
  }

  /// Prints what `result` found and sets the exit code: 0 when solved, 1 until then.
  static func render(
    _ result: ExerciseCheck, of exercise: Exercise, solution: Bool, width: Int,
    output: inout CommandOutput
  ) {
    let path = solution ? exercise.solutionPath : exercise.studentPath
    var text =
      "Checking \(exercise.name) (\(exercise.kind))\(solution ? ", the reference solution" : ""): "
      + path + "\n"
    for item in result.items {
      let verdict = item.passed ? "pass" : "FAIL"
      let kind = item.kind.padding(toLength: 8, withPad: " ", startingAt: 0)
      text += wrapped("\(verdict)  \(kind) \(item.subject)", width: width)
      if let detail = item.detail {
        text += wrapped(detail, width: width, indent: String(repeating: " ", count: 15))
      }
    }
    text += "\n"
    if result.solved {
      text += "Solved: every scenario, rule and the leak check pass.\n"
      output.standardOutput += text
      output.exitCode = .success
      return
    }
    let missing = result.missing
    text += "Not solved yet: \(missing.count) of \(result.items.count) checks fail.\n"
    // Hints go from vague to precise: check gives the vaguest, and `exercise hint` the next
    // ones when the student asks, never a precise one first.
    if let first = exercise.hints.first {
      text += wrapped("Hint: " + first, width: width)
    }
    if exercise.hints.count > 1 {
      text += wrapped(
        "A more precise hint: workbench exercise hint \(exercise.name) 2 (of "
          + "\(exercise.hints.count)).", width: width)
    }
    output.standardOutput += text
    output.exitCode = .failure
  }
}
