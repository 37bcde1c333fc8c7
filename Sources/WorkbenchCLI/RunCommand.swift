import ArchitectureDescriptor
import CodeFacts
import Diagnostics
import Harness
import ScenarioLanguage

/// `workbench run`: replays scenarios on the architectures, compares them, times them, and
/// writes the report.
enum RunCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.runUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, flags: ["--no-timing", "--timing"],
        options: [
          "--architectures", "--format", "--output", "--repetitions", "--warmup", "--baseline",
          "--compare", "--threshold",
        ], help: CommandHelp(usage: usage, text: Help.run), output: &output)
    else { return }
    let architectures = try ArchitectureSelection.select(
      parsed.values["--architectures"], from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture))
    let formatName = parsed.values["--format"] ?? ReportFormat.text.rawValue
    guard let format = ReportFormat(rawValue: formatName.lowercased()) else {
      throw UsageError(
        "unknown format '\(formatName)'; expected text, markdown, json, junit or html",
        usage: usage)
    }
    if parsed.flags.contains("--timing") && parsed.flags.contains("--no-timing") {
      throw UsageError("--timing and --no-timing cannot be given together", usage: usage)
    }
    // A debug build times only when asked: its numbers mean nothing, and a student's first run
    // should show results and messages, not forty lines to ignore.
    let timingAsked =
      parsed.flags.contains("--timing") || parsed.values["--repetitions"] != nil
      || parsed.values["--warmup"] != nil
    let timingSkippedInDebug =
      context.environment.isDebugBuild && !timingAsked && !parsed.flags.contains("--no-timing")
    var timing: TimingOptions? =
      parsed.flags.contains("--no-timing") || timingSkippedInDebug ? nil : .defaultForThisBuild
    if let repetitions = try parsed.integer("--repetitions", in: 1...1000, usage: usage) {
      timing?.repetitions = repetitions
      timing?.budgetPerScenarioNanoseconds = TimingOptions.standard.budgetPerScenarioNanoseconds
      timing?.minimumSamples = TimingOptions.standard.minimumSamples
    }
    if let warmup = try parsed.integer("--warmup", in: 0...100, usage: usage) {
      timing?.warmup = warmup
    }
    if let baseline = parsed.values["--baseline"] {
      // Checked even with --no-timing, where it is not used: a typo is a typo.
      let known = context.architectures + [.direct]
      let name = try ArchitectureSelection.find(baseline, in: known, usage: usage).name
      timing?.baseline = name
    }
    let threshold = try CompareCommand.threshold(parsed.values["--threshold"], usage: usage)
    if parsed.values["--threshold"] != nil && parsed.values["--compare"] == nil {
      throw UsageError("--threshold goes with --compare <old.json>", usage: usage)
    }
    var earlier: WorkbenchReport?
    if let path = parsed.values["--compare"] {
      guard let report = CompareCommand.load(path, output: &output) else { return }
      earlier = report
    }
    var outputFile: OutputFile?
    if let path = parsed.values["--output"] {
      guard !path.isEmpty else { throw UsageError("--output needs a file name", usage: usage) }
      do {
        outputFile = try OutputFile.reserve(path)
      } catch {
        output.printError(error.message)
        output.exitCode = .unwritableOutput
        return
      }
    }
    defer { outputFile?.discard() }
    guard let scenarios = ScenarioLoading.load(parsed.positionals, output: &output) else {
      return
    }
    do {
      try outputFile?.refuse(inputs: scenarios.map(\.path))
    } catch {
      output.printError(error.message)
      output.exitCode = .unwritableOutput
      return
    }
    let suite = WorkbenchSuite(
      architectures: architectures, timing: timing, knownArchitectures: context.architectures)
    var report = suite.run(scenarios, environment: context.environment) {
      context.progress?.show($0)
    }
    report.options?.paths = parsed.positionals
    if timingSkippedInDebug {
      report.timingNote =
        "skipped in a debug build; time with 'swift run -c release workbench'."
    }
    context.progress?.finish()
    var rendered = format.render(report, width: context.width)
    if format == .markdown {
      rendered += "\n" + CodeFacts.markdownSection(for: architectures)
    } else if format == .html {
      rendered = htmlReport(report, scenarios: scenarios, architectures: architectures)
    }
    if let outputFile {
      do {
        try outputFile.commit(rendered)
      } catch {
        output.printError(error.message)
        output.exitCode = .unwritableOutput
        return
      }
      output.print(
        "\(report.passed ? "PASSED" : "FAILED"): wrote the \(format.rawValue) report to "
          + Quoting.terminal(outputFile.path))
    } else {
      output.standardOutput += rendered
    }
    output.exitCode = report.passed ? .success : .failure
    if let earlier {
      let comparison = RunComparison(old: earlier, new: report, threshold: threshold)
      // The comparison follows a text or Markdown report on standard output; after a JSON,
      // JUnit or HTML report (or one written to a file) it goes to standard error, so that
      // the report stays one well-formed document.
      let inline = outputFile == nil && (format == .text || format == .markdown)
      let shown: ComparisonFormat = format == .markdown ? .markdown : .text
      let text = shown.render(comparison, width: context.width)
      if inline {
        output.standardOutput += "\n" + text
      } else {
        output.standardError += text
      }
      output.exitCode = CompareCommand.exitCode(comparison)
    }
  }
}
