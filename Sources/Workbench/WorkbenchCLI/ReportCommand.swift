import ArchitectureDescriptor
import Diagnostics
import OutputFiles
import RunReports
import ScenarioReplay

/// `workbench report <saved.json>`: renders a run saved with `run --format json` in any format,
/// exactly as the run would have rendered it, without running anything again.
enum ReportCommand {
  /// The options as declared.
  private typealias Option = Commands.Report

  /// Runs `workbench report`: reads the saved run, reserves the output file, renders, delivers.
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        "report takes one saved run (a 'workbench run --format json' report), not "
          + "\(parsed.positionals.count)", usage: usage)
    }
    let format = parsed.value(Option.format, as: ReportFormat.self) ?? .text
    if parsed.value(Option.output) == "" {
      throw UsageError("\(Option.output.name) needs a file name", usage: usage)
    }
    let report = try CompareCommand.load(parsed.positionals[0])
    let outputFile = try parsed.value(Option.output).map { path throws(CommandError) in
      try RunCommand.reserve(path, inputs: [.savedRun(parsed.positionals[0])])
    }
    defer { outputFile?.discard() }
    let architectures = report.architectures.compactMap { name in
      (context.architectures + [.direct]).first { $0.name == name }
    }
    // The saved run is data: the scenario paths it names are never opened (one could be a
    // FIFO, standard input or a device), so the HTML report of a saved run draws no sequence
    // diagrams.
    let rendered = RunCommand.render(
      report, format: format, scenarios: [], architectures: architectures, width: context.width)
    try RunCommand.deliver(rendered, of: report, format: format, to: outputFile, output: &output)
    output.exitCode = report.passed ? .success : .failure
  }
}
