import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation
import Mutation
import ReportLayout
import RunReports
import WorkbenchCLI

/// `workbench mutants`: runs the scenarios on every mutant and reports which kill which, and the
/// mutation score; `--list` names the mutants.
enum MutantsCommand {
  /// The options as declared.
  private typealias Option = Commands.Mutants

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    try ScreenSelection.requireCalculator(
      parsed, option: Option.screen, context: context, what: "mutants")
    guard let mutants = try mutants(parsed, context: context, output: &output) else {
      return
    }
    let format = parsed.value(Option.format) ?? ""
    let minimum = try parsed.integer(Option.minimumScore, in: 0...100) ?? 0
    if parsed.has(Option.list) {
      guard parsed.positionals.isEmpty, !parsed.has(Option.minimumScore) else {
        throw UsageError("--list takes no scenario and no --minimum-score", usage: usage)
      }
      output.standardOutput += list(mutants, format: format)
      return
    }
    // With --change and no path, the change's own scenarios: the base ones never reach what
    // its mutants break (a base scenario never taps History's button).
    let paths =
      parsed.positionals.isEmpty
      ? parsed.value(Option.change).flatMap { _ in ChangeBuild.builtChange.map { [$0.scenarios] } }
        ?? []
      : parsed.positionals
    let scenarios = try ScenarioLoading.load(paths, command: "mutants")
    var unreadable: String?
    let report = MutationTesting.run(
      mutants: mutants, scenarios: scenarios, architectures: context.architectures,
      violations: { mutant in
        do throws(UnreadablePathError) {
          return try MutationTesting.brokenRules(sourcePath: mutant.sourcePath)
        } catch {
          unreadable = unreadable ?? error.path
          return []
        }
      },
      progress: { name in context.progress?.show(message: "grading mutant \(name)") })
    context.progress?.finish()
    if let unreadable {
      output.printError(
        "warning: conformance rules not checked: cannot read '"
          + Quoting.terminal(unreadable) + "'; run from the package root.")
    }
    switch format {
    case "json": output.standardOutput += json(report)
    case "markdown": output.standardOutput += markdown(report)
    default: output.standardOutput += TextLayout.fit(text(report), width: context.width)
    }
    output.exitCode = report.score >= Double(minimum) ? .success : .failure
  }

  /// The mutants to grade: all of them, or with `--change`, the change request's own, in its
  /// build; `nil` when the command was handed to that build, which ran it.
  private static func mutants(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) -> [Mutant]? {
    guard let name = parsed.value(Option.change) else { return context.mutants }
    let usage = parsed.usage
    let change = try ChangeBuild.request(named: name, usage: usage)
    if let status = try ChangeBuild.handOff(
      change, command: Option.declaration.name, arguments: parsed.arguments, usage: usage)
    {
      output.exitCode = status
      return nil
    }
    // The base mutants lack the change, so its scenarios would kill them for that alone.
    let mutants = context.mutants.filter { $0.sourcePath.hasPrefix(change.mutantsFolder + "/") }
    guard !mutants.isEmpty else {
      throw UsageError("the change request '\(change.name)' has no mutants", usage: usage)
    }
    return mutants
  }

  private static func list(_ mutants: [Mutant], format: String) -> String {
    switch format {
    case "json":
      struct Listed: Encodable {
        var name, description, original, sourcePath: String
      }
      struct Listing: Encodable { var mutants: [Listed] }
      return encode(
        Listing(
          mutants: mutants.map {
            Listed(
              name: $0.name, description: $0.description, original: $0.original,
              sourcePath: $0.sourcePath)
          }))
    case "markdown":
      return "| Mutant | Copy of | What it breaks |\n|---|---|---|\n"
        + mutants.map { "| `\($0.name)` | \($0.original) | \($0.description) |\n" }.joined()
    default:
      return mutants.map { "\($0.name) (a copy of \($0.original))\n" + indented($0.description) }
        .joined()
    }
  }

  /// `text` wrapped to 100 columns, each line indented by two spaces.
  private static func indented(_ text: String) -> String {
    TextLayout.wrap(text, width: 98).map { "  " + $0 + "\n" }.joined()
  }

  private static func text(_ report: MutationReport) -> String {
    var text = ""
    for entry in report.mutants {
      let verdict =
        entry.killed
        ? "killed by \(entry.killedBy[0])"
          + (entry.killedBy.count > 1 ? " (and \(entry.killedBy.count - 1) more)" : "")
        : "SURVIVED"
      text += "\(entry.name): \(verdict)\n  \(entry.description)\n"
      if let reason = entry.reason { text += "  \(Quoting.terminal(reason))\n" }
    }
    return text + "\n" + summary(report) + "\n"
  }

  private static func markdown(_ report: MutationReport) -> String {
    var text = "| Mutant | Killed | Killed by | What it breaks |\n|---|---|---|---|\n"
    for entry in report.mutants {
      let killers = entry.killedBy.map { "`\($0)`" }.joined(separator: ", ")
      text +=
        "| `\(entry.name)` | \(entry.killed ? "yes" : "**no**") | \(killers) "
        + "| \(entry.description) |\n"
    }
    return text + "\n" + summary(report) + "\n"
  }

  private static func summary(_ report: MutationReport) -> String {
    let killed = report.mutants.filter(\.killed).count
    let score = String(format: "%.0f", report.score.rounded(.down))
    return "Mutation score: \(score)% (\(killed) of \(report.mutants.count) mutants killed)"
  }

  private static func json(_ report: MutationReport) -> String {
    encode(report)
  }

  private static func encode(_ value: some Encodable) -> String {
    JSONDocument.render(value)
  }
}
