import ScenarioReplay

extension WorkbenchReport {
  /// Whether the report is of the calculator (no `--screen`, or `--screen calculator`): only then
  /// do its tables name the result label and the model's bytes scanned.
  var isOnCalculator: Bool { options?.screen == nil }
}
