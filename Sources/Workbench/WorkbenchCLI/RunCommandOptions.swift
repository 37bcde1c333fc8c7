import ArchitectureDescriptor
import ChangeCost
import Diagnostics
import Mutation
import RunReports
import ScenarioReplay
import ScreenCatalog

/// What `workbench run` was asked to do, read from its command line and checked in the order
/// the options are documented, so that the first mistake is the one reported.
struct RunCommandOptions {
  /// The scenario files and folders named (none: the default folder).
  var paths: [String]
  /// The architectures to run, in the order given.
  var architectures: [Architecture]
  /// The format of the report.
  var format: ReportFormat
  /// How to time the scenarios, or `nil` not to time them.
  var timing: TimingOptions?
  /// Whether timing was left out only because this is a debug build, which the report says.
  var timingSkippedInDebug: Bool
  /// The earlier JSON report to compare the run with (`--compare`).
  var comparePath: String?
  /// The slowdown that counts as a regression in that comparison, as a fraction.
  var threshold: Double
  /// The file to write the report to (`--output`), checked when it is reserved.
  var outputPath: String?
  /// Where to save the run as a named baseline (`--save-baseline`), as a JSON report.
  var saveBaselinePath: String?
  /// The change request whose implementations to run (`--change`), built apart.
  var change: ChangeRequest?
  /// The screen to run (`--screen`), the calculator by default.
  var screen: ScreenDescriptor
  /// Why timing was left out on a screen other than the calculator, which the report says.
  var timingSkippedOnScreen: String?

  /// The subcommand's usage line, shown with every usage error.
  static let usage = Commands.Run.declaration.usage

  /// The options as declared.
  private typealias Option = Commands.Run

  /// Reads and checks every option of `parsed`: the architectures, the format, the timing, then
  /// the comparison.
  init(_ parsed: ParsedArguments, context: WorkbenchCommand.Context) throws(UsageError) {
    let usage = Self.usage
    screen = try ScreenSelection.screen(parsed, Option.screen, context: context)
    paths = ScreenSelection.paths(parsed.positionals, screen: screen)
    change = try parsed.value(Option.change).map { name throws(UsageError) in
      try ChangeBuild.request(named: name, usage: usage)
    }
    try ScreenSelection.refuseChange(change != nil, on: screen, usage: usage)
    architectures = try ScreenSelection.select(
      parsed.value(Option.architectures), on: screen, context: context, usage: usage)
    format = parsed.value(Option.format, as: ReportFormat.self) ?? .text
    (timing, timingSkippedInDebug) = try Self.timing(parsed, context: context)
    if !ScreenSelection.isDefault(screen), timing != nil || timingSkippedInDebug {
      // The timing baseline, Direct, and the timing workers build the calculator.
      timing = nil
      timingSkippedInDebug = false
      timingSkippedOnScreen =
        "skipped on the screen '\(screen.name)': it has no no-architecture baseline to time "
        + "against yet."
    }
    threshold = try CompareCommand.threshold(parsed.value(Option.threshold), usage: usage)
    comparePath = parsed.value(Option.compare)
    if let name = parsed.value(Option.baseline) {
      guard comparePath == nil else {
        throw UsageError(
          "--baseline and --compare both name the run to compare with: give one", usage: usage)
      }
      comparePath = try Self.savedBaseline(name, context: context, mustExist: true)
    }
    if parsed.has(Option.threshold) && comparePath == nil {
      throw UsageError(
        "--threshold goes with --compare <old.json> or --baseline <name>", usage: usage)
    }
    outputPath = parsed.value(Option.output)
    saveBaselinePath = try parsed.value(Option.saveBaseline).map { name throws(UsageError) in
      try Self.savedBaseline(name, context: context, mustExist: false)
    }
  }

  /// The file of the saved baseline `name`: `name` itself when it is a path (it holds a `/` or
  /// ends in `.json`), else `<name>.json` in ``SavedBaselines/folder``.
  private static func savedBaseline(
    _ name: String, context: WorkbenchCommand.Context, mustExist: Bool
  ) throws(UsageError) -> String {
    if let path = SavedBaselines.path(of: name) {
      if mustExist, !SavedBaselines.exists(path) {
        let known = context.architectures + [.direct]
        if let architecture = try? ArchitectureSelection.find(name, in: known, usage: usage) {
          throw UsageError(
            "--baseline names a saved run; for the reference architecture, use --reference "
              + architecture.name, usage: usage)
        }
        let saved = SavedBaselines.names()
        throw UsageError(
          "no saved baseline \(Quoting.literal(name)) in \(SavedBaselines.folder)"
            + (saved.isEmpty
              ? "; save one with --save-baseline \(Quoting.literal(name))"
              : " (saved: \(saved.joined(separator: ", ")))"),
          usage: usage)
      }
      return path
    }
    throw UsageError(
      "a baseline name is letters, digits, '.', '_' and '-' (not first '.'), or a path to a "
        + "JSON file, not \(Quoting.literal(name))", usage: usage)
  }

  /// The timing that `--timing`, `--no-timing`, `--repetitions`, `--warmup` and `--reference`
  /// ask for, and whether it was skipped only because this is a debug build.
  private static func timing(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context
  ) throws(UsageError) -> (options: TimingOptions?, skippedInDebug: Bool) {
    if parsed.has(Option.timing) && parsed.has(Option.noTiming) {
      throw UsageError("--timing and --no-timing cannot be given together", usage: usage)
    }
    // A debug build times only when asked: its numbers mean nothing, and a student's first run
    // should show results and messages, not forty lines to ignore.
    let timingAsked =
      parsed.has(Option.timing) || parsed.has(Option.repetitions) || parsed.has(Option.warmup)
      || parsed.has(Option.processes)
    let skippedInDebug =
      context.environment.isDebugBuild && !timingAsked && !parsed.has(Option.noTiming)
    var timing: TimingOptions? =
      parsed.has(Option.noTiming) || skippedInDebug ? nil : .defaultForThisBuild
    if parsed.has(Option.repetitions),
      let repetitions = try parsed.integer(Option.repetitions, in: 1...1000)
    {
      timing?.repetitions = repetitions
      timing?.budgetPerScenarioNanoseconds = TimingOptions.standard.budgetPerScenarioNanoseconds
      timing?.minimumSamples = TimingOptions.standard.minimumSamples
    }
    if parsed.has(Option.warmup), let warmup = try parsed.integer(Option.warmup, in: 0...100) {
      timing?.warmup = warmup
    }
    if let processes = try parsed.integer(Option.processes, in: 1...20) {
      timing?.processes = processes
    }
    if let reference = parsed.value(Option.reference) {
      // Checked even with --no-timing, where it is not used: a typo is a typo.
      let known = context.architectures + [.direct]
      let name = try ArchitectureSelection.find(reference, in: known, usage: usage).name
      timing?.baseline = name
    }
    return (timing, skippedInDebug)
  }
}
