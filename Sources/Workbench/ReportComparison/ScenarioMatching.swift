import ScenarioReplay

/// Finds each scenario of one report in another: by name, as reports always have, and by name
/// and path where a report holds two scenarios of one name (a change request's folder beside
/// the bundled scenarios, two folders with a file named alike).
///
/// A saved run whose scenario names are all different matches exactly as before, so runs saved
/// by earlier versions compare as they did.
struct ScenarioMatching {
  /// How many scenarios of each name the report has.
  private let nameCounts: [String: Int]
  /// The first scenario of each name.
  private let byName: [String: ScenarioReport]
  /// The scenario of each name and path.
  private let byNameAndPath: [[String]: ScenarioReport]

  /// Indexes `report`'s scenarios.
  ///
  /// - Parameter report: The report to look scenarios up in.
  /// - Complexity: O(*n*) in the number of scenarios.
  init(_ report: WorkbenchReport) {
    var counts: [String: Int] = [:]
    var byName: [String: ScenarioReport] = [:]
    var byNameAndPath: [[String]: ScenarioReport] = [:]
    for scenario in report.scenarios {
      counts[scenario.name, default: 0] += 1
      if byName[scenario.name] == nil { byName[scenario.name] = scenario }
      byNameAndPath[[scenario.name, scenario.path]] = scenario
    }
    nameCounts = counts
    self.byName = byName
    self.byNameAndPath = byNameAndPath
  }

  /// Whether the report holds two or more scenarios named `name`.
  func isShared(_ name: String) -> Bool {
    nameCounts[name, default: 0] > 1
  }

  /// The scenario of this report that `scenario` (of a report indexed as `other`) is: the one
  /// of the same name when neither report has two of that name, else the one of the same name
  /// and path.
  func counterpart(of scenario: ScenarioReport, from other: ScenarioMatching) -> ScenarioReport? {
    if isShared(scenario.name) || other.isShared(scenario.name) {
      return byNameAndPath[[scenario.name, scenario.path]]
    }
    return byName[scenario.name]
  }

  /// How a comparison names `scenario` of this report: its name, then its path in parentheses
  /// when the report has two of that name.
  func label(of scenario: ScenarioReport) -> String {
    isShared(scenario.name) ? "\(scenario.name) (\(scenario.path))" : scenario.name
  }
}
