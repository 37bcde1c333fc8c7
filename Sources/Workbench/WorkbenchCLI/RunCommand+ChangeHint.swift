import ChangeCost
import Diagnostics
import ReportLayout
import ScenarioLanguage
import ScenarioReplay

extension RunCommand {
  /// Sets the exit code the run's report calls for, and notes on standard error when it failed
  /// running a change request's scenarios without `--change` (``changeHint(for:)``), or another
  /// screen's without `--screen` (``ScreenSelection/hint(for:)``).
  static func setExitCode(
    of report: WorkbenchReport, scenarios: [Scenario], change: ChangeRequest?, screen: String?,
    context: WorkbenchCommand.Context, output: inout CommandOutput
  ) {
    output.exitCode = report.passed ? .success : .failure
    if !report.passed, change == nil, let hint = changeHint(for: scenarios) {
      output.printError(TextLayout.fit(hint, width: context.width))
    }
    if !report.passed, screen == nil, let hint = ScreenSelection.hint(for: scenarios) {
      output.printError(TextLayout.fit(hint, width: context.width))
    }
  }

  /// The note a failed run without `--change` gives when it ran a change request's scenarios
  /// (under `Scenarios/Changes/<name>/`) on the base, which has none of the change's widgets.
  ///
  /// - Parameter scenarios: The scenarios the run read.
  /// - Returns: The note, naming the change and the option, or `nil` when no scenario is a
  ///   change's.
  static func changeHint(for scenarios: [Scenario]) -> String? {
    let known = Set(ChangeRequest.all().map(\.name))
    let changes = scenarios.compactMap { scenario -> String? in
      let parts = scenario.path.split(separator: "/").map(String.init)
      guard let index = parts.lastIndex(of: "Changes"), index + 2 < parts.count else {
        return nil
      }
      return known.contains(parts[index + 1]) ? parts[index + 1] : nil
    }
    guard let change = changes.first else { return nil }
    let shown = Quoting.terminal(change)
    return "note: these scenarios belong to the change request '\(shown)' and ran on the base "
      + "implementations; add --change \(shown) to run them on that change's."
  }
}
