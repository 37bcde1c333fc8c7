import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation
import OutputFiles
import ReportComparison
import ReportLayout
import RunReports
import ScenarioLanguage
import ScenarioReplay

/// `workbench run`: replays scenarios on the architectures, compares them, times them, and
/// writes the report.
package enum RunCommand {
  /// Runs `workbench run`: parses the options, reads the earlier report to compare with and
  /// reserves the output file before anything runs, then runs the scenarios, delivers the
  /// report and, last, the comparison.
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let options = try RunCommandOptions(parsed, context: context)
    if let status = try ChangeBuild.handOff(
      options.change, command: Commands.Run.declaration.name, arguments: parsed.arguments,
      usage: parsed.usage)
    {
      output.exitCode = status
      return
    }
    if let note = ChangeBuild.note(for: context.architectures) {
      output.printError(TextLayout.fit(Quoting.terminal(note), width: context.width))
    }
    var earlier: WorkbenchReport?
    if let path = options.comparePath {
      earlier = try CompareCommand.load(path)
    }
    // Every file the run writes is checked against every file it reads (the one rule of
    // ``OutputFile``): the saved run compared with now, the scenarios once they are found.
    let savedRuns = options.comparePath.map { [CommandInput.savedRun($0)] } ?? []
    var outputFile: OutputFile?
    if let path = options.outputPath {
      outputFile = try reserve(path, inputs: savedRuns)
    }
    defer { outputFile?.discard() }
    var baselineFile: OutputFile?
    if let path = options.saveBaselinePath {
      baselineFile = try reserveBaseline(path, inputs: savedRuns)
    }
    defer { baselineFile?.discard() }
    let scenarios = try ScenarioLoading.load(options.paths)
    try refuseInputs(scenarios, outputFile: outputFile, baselineFile: baselineFile)
    if let path = options.saveBaselinePath { try replacesOnlyASavedRun(path) }
    let report = runScenarios(scenarios, options: options, context: context)
    let rendered = render(
      report, format: options.format, scenarios: scenarios, architectures: options.architectures,
      width: context.width)
    try deliver(rendered, of: report, format: options.format, to: outputFile, output: &output)
    if let baselineFile { try save(report, as: baselineFile, output: &output) }
    setExitCode(
      of: report, scenarios: scenarios, change: options.change,
      screen: parsed.has(Commands.Run.screen) ? options.screen.name : nil, context: context,
      output: &output)
    if let earlier {
      try compare(
        earlier, with: report, options: options, reportInFile: outputFile != nil,
        context: context, output: &output)
    }
  }

  /// Checks the run's outputs against its scenarios and each other (``OutputFile``'s rule).
  ///
  /// - Throws: Exit code 73 when one would replace another file of the run.
  private static func refuseInputs(
    _ scenarios: [Scenario], outputFile: OutputFile?, baselineFile: OutputFile?
  ) throws(CommandError) {
    do {
      let inputs = scenarios.map { CommandInput.scenario($0.path) }
      try outputFile?.refuse(inputs: inputs)
      try baselineFile?.refuse(inputs: inputs)
      if let outputFile {
        try baselineFile?.refuse(sameAs: outputFile, option: Commands.Run.output.name)
      }
    } catch {
      throw CommandError(unwritable: error)
    }
  }

  /// Reserves the `--output` file, whose name may not be empty.
  ///
  /// - Throws: A usage error for an empty name; exit code 73 when it cannot be written.
  package static func reserve(
    _ path: String, inputs: [CommandInput] = []
  ) throws(CommandError) -> OutputFile {
    guard !path.isEmpty else {
      throw CommandError(
        "\(Commands.Run.output.name) needs a file name", usage: RunCommandOptions.usage)
    }
    do {
      return try OutputFile.reserve(path, inputs: inputs)
    } catch {
      throw CommandError(unwritable: error)
    }
  }

  /// Reserves the file of the baseline `--save-baseline` names, making the baselines' folder
  /// first.
  ///
  /// - Throws: Exit code 73 when it cannot be written.
  private static func reserveBaseline(
    _ path: String, inputs: [CommandInput]
  ) throws(CommandError) -> OutputFile {
    do {
      try SavedBaselines.prepareFolder(for: path)
      return try OutputFile.reserve(path, inputs: inputs)
    } catch let error as OutputFileError {
      throw CommandError(unwritable: error)
    } catch {
      throw CommandError(
        .unwritableOutput,
        "error: cannot make \(SavedBaselines.folder): \(fileErrorDescription(error))")
    }
  }

  /// Checks that the file at `path`, if there is one, is a saved run, the only kind of file a
  /// baseline replaces.
  ///
  /// - Throws: Exit code 73 when it is anything else.
  private static func replacesOnlyASavedRun(_ path: String) throws(CommandError) {
    // A file of anything else that happens to sit at that path (`../../etc/passwd`) is not the
    // tool's to overwrite.
    guard FileManager.default.fileExists(atPath: path) else { return }
    let saved = try? BoundedFile.read(path, limit: SavedReport.largestFile, what: "a saved run")
    guard let saved, (try? SavedReport.decode(saved)) != nil else {
      throw CommandError(
        .unwritableOutput,
        "error: cannot save the baseline as \(Quoting.terminal(path)): the file there is not a "
          + "saved run of the workbench, and a baseline only replaces one")
    }
  }

  /// Writes `report` as JSON into the reserved baseline file and says so on standard error.
  ///
  /// - Throws: Exit code 73 when it cannot be written.
  private static func save(
    _ report: WorkbenchReport, as file: OutputFile, output: inout CommandOutput
  ) throws(CommandError) {
    do {
      try file.commit(ReportFormat.json.render(report))
      output.printError("saved the run as baseline " + Quoting.terminal(file.path))
    } catch {
      throw CommandError(unwritable: error)
    }
  }

  /// Runs `scenarios` on the selected architectures, showing progress, and returns the report,
  /// which notes a timing skipped in a debug build.
  @MainActor
  private static func runScenarios(
    _ scenarios: [Scenario], options: RunCommandOptions, context: WorkbenchCommand.Context
  ) -> WorkbenchReport {
    var suite = WorkbenchSuite(
      architectures: options.architectures, timing: options.timing,
      knownArchitectures: context.architectures)
    suite.otherProcesses = { scenarios, architectures, shares in
      TimingWorkers.samples(of: scenarios, on: architectures, shares: shares) {
        context.progress?.show(message: $0)
      }
    }
    var report = suite.run(scenarios, environment: context.environment) {
      context.progress?.show($0)
    }
    report.options?.paths = options.paths
    report.options?.change = ChangeBuild.builtChange?.name
    if !ScreenSelection.isDefault(options.screen) { report.options?.screen = options.screen.name }
    if options.timingSkippedInDebug {
      report.timingNote =
        "skipped in a debug build; time with 'swift run -c release workbench'."
    }
    if let note = options.timingSkippedOnScreen { report.timingNote = note }
    context.progress?.finish()
    return report
  }

  /// Returns the report in `format`.
  ///
  /// A Markdown report ends with the code facts, and an HTML one draws sequence diagrams and
  /// shows the facts too. `run` and `report` both render through it, so a saved run renders as
  /// the run did.
  @MainActor
  static func render(
    _ report: WorkbenchReport, format: ReportFormat, scenarios: [Scenario],
    architectures: [Architecture], width: Int
  ) -> String {
    switch format {
    case .markdown:
      return format.render(report, width: width) + "\n"
        + CodeFacts.markdownSection(for: architectures)
    case .html:
      return htmlReport(report, scenarios: scenarios, architectures: architectures)
    default:
      return format.render(report, width: width)
    }
  }

  /// Writes `rendered` to the output file, and says so on standard output, or without one to
  /// standard output itself.
  ///
  /// - Throws: Exit code 73 when the file cannot be written.
  static func deliver(
    _ rendered: String, of report: WorkbenchReport, format: ReportFormat,
    to outputFile: OutputFile?, output: inout CommandOutput
  ) throws(CommandError) {
    guard let outputFile else {
      output.standardOutput += rendered
      return
    }
    do {
      try outputFile.commit(rendered)
    } catch {
      throw CommandError(unwritable: error)
    }
    output.print(
      "\(report.passed ? "PASSED" : "FAILED"): wrote the \(format.rawValue) report to "
        + Quoting.terminal(outputFile.path))
  }

  /// Compares the run with the `--compare` report and sets the exit code from the comparison.
  private static func compare(
    _ earlier: WorkbenchReport, with report: WorkbenchReport, options: RunCommandOptions,
    reportInFile: Bool, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(CommandError) {
    if let reason = RunComparison.nothingInCommon(old: earlier, new: report) {
      throw CommandError(
        .malformedScenario,
        "error: cannot compare with the earlier run: " + Quoting.terminal(reason))
    }
    let comparison = RunComparison(old: earlier, new: report, threshold: options.threshold)
    // The comparison follows a text or Markdown report on standard output; after a JSON,
    // JUnit or HTML report (or one written to a file) it goes to standard error, so that
    // the report stays one well-formed document.
    let inline = !reportInFile && (options.format == .text || options.format == .markdown)
    let shown: ComparisonFormat = options.format == .markdown ? .markdown : .text
    let text = shown.render(comparison, width: context.width)
    if inline {
      output.standardOutput += "\n" + text
    } else {
      output.standardError += text
    }
    output.exitCode = CompareCommand.exitCode(comparison)
  }
}
