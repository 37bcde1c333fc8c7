/// What a run that stopped at an action leaves out: the lines it never reached.
extension ScenarioRunner {
  /// The note added to the failure of an action the screen could not take, naming the lines
  /// of the scenario that were not run after it; empty when it was the last.
  ///
  /// - Parameters:
  ///   - plan: The scenario's plan.
  ///   - event: The index of the event that failed.
  ///   - expectation: The index of the first expectation not yet checked.
  /// - Returns: `"; the scenario stops here: lines 3–5 are not run"`, or the empty string.
  static func notRun(_ plan: ReplayPlan, after event: Int, expectation: Int) -> String {
    let lines =
      plan.eventLines.dropFirst(event + 1) + plan.expectations.dropFirst(expectation).map(\.line)
    guard let first = lines.min(), let last = lines.max() else { return "" }
    return first == last
      ? "; the scenario stops here: line \(first) is not run"
      : "; the scenario stops here: lines \(first)–\(last) are not run"
  }
}
