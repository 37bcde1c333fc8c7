import Diagnostics
import Foundation
import ReportComparison
import ScenarioReplay

/// `workbench compare OLD.json NEW.json`: compares two JSON reports, and says whether anything
/// regressed.
enum CompareCommand {
  /// The options as declared.
  private typealias Option = Commands.Compare

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    guard parsed.positionals.count == 2 else {
      throw UsageError(
        "compare takes two JSON reports, the old one then the new one, not "
          + "\(parsed.positionals.count)", usage: usage)
    }
    let format = parsed.value(Option.format, as: ComparisonFormat.self) ?? .text
    let threshold = try self.threshold(parsed.value(Option.threshold), usage: usage)
    let old = try load(parsed.positionals[0])
    let new = try load(parsed.positionals[1])
    if let reason = RunComparison.nothingInCommon(old: old, new: new) {
      throw CommandError(.malformedScenario, "error: " + Quoting.terminal(reason))
    }
    let comparison = RunComparison(old: old, new: new, threshold: threshold)
    output.standardOutput += format.render(comparison, width: context.width)
    output.exitCode = exitCode(comparison)
  }

  /// 1 when the new run failed, else 2 when something regressed, else 0.
  static func exitCode(_ comparison: RunComparison) -> ExitCode {
    if !comparison.newReportPassed { return .failure }
    return comparison.hasRegression ? .regression : .success
  }

  /// The `--threshold` value, a percentage such as `5` or `5%`, as a fraction (default: 5%).
  static func threshold(_ text: String?, usage: String) throws(UsageError) -> Double {
    guard let text else { return 0.05 }
    let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
    guard let value = Double(digits), value.isFinite, value >= 0, value <= 1000 else {
      throw UsageError(
        "--threshold takes a percentage from 0 to 1000, such as 5 or 5%, not '\(text)'",
        usage: usage)
    }
    return value / 100
  }

  /// Reads and checks a saved JSON report (see ``SavedReportLoading``).
  static func load(_ path: String) throws(CommandError) -> WorkbenchReport {
    try SavedReportLoading.load(path)
  }
}
