import ArchitectureDescriptor
import Classroom
import Diagnostics
import MessageTraces
import Mutation
import ReportLayout
import ScenarioLanguage

/// `workbench trace`: the messages each architecture sends for one event of a scenario.
enum TraceCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.traceUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, options: ["--architectures", "--event", "--format", "--change"],
        help: CommandHelp(usage: usage, text: Help.trace), output: &output)
    else { return }
    let change = try parsed.values["--change"].map { name throws(UsageError) in
      try ChangeBuild.request(named: name, usage: usage)
    }
    if let status = try ChangeBuild.handOff(
      change, command: "trace", arguments: arguments, usage: usage)
    {
      output.exitCode = status
      return
    }
    if let note = ChangeBuild.note(for: context.architectures) {
      output.printError(Quoting.terminal(note))
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing the scenario file to trace" : "trace takes one scenario file",
        usage: usage)
    }
    let architectures = try ArchitectureSelection.select(
      parsed.values["--architectures"], from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture)
        + ArchitectureSelection.exerciseScreens(context.exercises))
    let event = try parsed.integer("--event", in: 0...Int.max, usage: usage)
    let format = parsed.values["--format"]?.lowercased() ?? "text"
    guard ["text", "mermaid", "html"].contains(format) else {
      throw UsageError("unknown format '\(format)'; expected text, mermaid or html", usage: usage)
    }
    guard let scenario = ScenarioLoading.load(parsed.positionals, output: &output)?.first else {
      return
    }
    do {
      let traces = try MessageTracer.trace(
        scenario, event: event, architectures: architectures)
      let rendered =
        switch format {
        case "mermaid": TraceRendering.mermaid(traces)
        case "html": TraceRendering.html(traces, scenario: scenario.path)
        default: TextLayout.fit(TraceRendering.text(traces), width: context.width)
        }
      // The roles' type names are a change's identifiers: escaped, whatever they hold.
      output.standardOutput += Quoting.document(rendered, format: format)
    } catch {
      throw UsageError(error.description, usage: usage)
    }
  }
}
