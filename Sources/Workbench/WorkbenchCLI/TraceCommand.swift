import ArchitectureDescriptor
import Classroom
import Diagnostics
import MessageTraces
import Mutation
import ReportLayout
import ScenarioLanguage

/// `workbench trace`: the messages each architecture sends for one event of a scenario.
enum TraceCommand {
  /// The options as declared.
  private typealias Option = Commands.Trace

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    let screen = try ScreenSelection.screen(parsed, Option.screen, context: context)
    let change = try parsed.value(Option.change).map { name throws(UsageError) in
      try ChangeBuild.request(named: name, usage: usage)
    }
    if let status = try ChangeBuild.handOff(
      change, command: Option.declaration.name, arguments: parsed.arguments, usage: usage)
    {
      output.exitCode = status
      return
    }
    if let note = ChangeBuild.note(for: context.architectures) {
      output.printError(Quoting.terminal(note))
    }
    try ScreenSelection.refuseChange(change != nil, on: screen, usage: usage)
    let paths = ScreenSelection.paths(parsed.positionals, screen: screen)
    guard paths.count == 1 else {
      throw UsageError(
        paths.isEmpty ? "missing the scenario file to trace" : "trace takes one scenario file",
        usage: usage)
    }
    let architectures = try ScreenSelection.select(
      parsed.value(Option.architectures), on: screen, context: context, usage: usage)
    let event = try parsed.integer(Option.event, in: 0...Int.max)
    let format = parsed.value(Option.format) ?? ""
    let scenarios = try ScenarioLoading.load(paths)
    guard parsed.positionals.isEmpty || scenarios.count <= 1 else {
      // A folder would otherwise trace whichever of its scenarios sorts first, unnamed.
      throw UsageError(
        "trace takes one scenario file; '\(parsed.positionals[0])' holds \(scenarios.count) "
          + "scenarios: name one of them", usage: usage)
    }
    // Without a scenario, a screen's folder gives its first scenario.
    guard let scenario = scenarios.first else { return }
    do {
      let traces = try MessageTracer.trace(
        scenario, event: event, architectures: architectures)
      let onCalculator = ScreenSelection.isDefault(screen)
      let rendered =
        switch format {
        case "mermaid": TraceRendering.mermaid(traces)
        case "html":
          TraceRendering.html(traces, scenario: scenario.path, onCalculator: onCalculator)
        default:
          TextLayout.fit(
            TraceRendering.text(traces, onCalculator: onCalculator), width: context.width)
        }
      // The roles' type names are a change's identifiers: escaped, whatever they hold.
      output.standardOutput += Quoting.document(rendered, format: format)
    } catch {
      throw UsageError(error.description, usage: usage)
    }
  }
}
