import ScenarioReplay

extension RunComparison {
  /// Why `old` and `new` cannot be compared at all, or `nil` when they can: they share no
  /// scenario, or no architecture, so a comparison would find nothing to compare and say
  /// "NO REGRESSION" about nothing.
  ///
  /// - Parameters:
  ///   - old: The earlier report.
  ///   - new: The later report.
  /// - Returns: The reason, naming what each report holds.
  public static func nothingInCommon(old: WorkbenchReport, new: WorkbenchReport) -> String? {
    let oldScenarios = ScenarioMatching(old)
    let newScenarios = ScenarioMatching(new)
    let shared = new.scenarios.filter {
      oldScenarios.counterpart(of: $0, from: newScenarios) != nil
    }
    guard !shared.isEmpty else {
      return "the two runs share no scenario (the old one has \(old.scenarios.count), the new "
        + "one \(new.scenarios.count)): there is nothing to compare"
    }
    let oldArchitectures = Set(old.scenarios.flatMap { $0.runs.map(\.architecture) })
    let sharesArchitecture = shared.contains { scenario in
      scenario.runs.contains { oldArchitectures.contains($0.architecture) }
    }
    guard sharesArchitecture else {
      return "the two runs share no architecture (the old one ran "
        + "\(old.architectures.joined(separator: ", ")), the new one "
        + "\(new.architectures.joined(separator: ", "))): there is nothing to compare"
    }
    return nil
  }
}
