import ReportLayout

/// The ranking as a table: architectures down, measures across, each cell the rank and the
/// value it comes from.
enum ChangeCostRankingReport {
  static let explanation =
    "Each architecture that implements every change, ranked by each total (1 is least; ties "
    + "share a rank), the value in brackets: files edited, removed or added; roles touched; "
    + "SAAM; churn; tests, test lines added and removed (none ranks last, not first); all-in, churn with the shared code "
    + "used. best-worst: its best and worst rank. Fewer roles touched per role (SAAM) favours "
    + "the patterns with many roles; churn and all-in count what a developer types."

  static func table(_ ranking: ChangeCostRanking) -> TextTable {
    var rows = TextTable(header: ["architecture"] + ranking.measures.map(\.name) + ["best-worst"])
    let spreads = ranking.spreads
    let order = ranking.architectures.indices.sorted { left, right in
      let measure = ranking.measures[ranking.measures.count - 1]
      return (ranking.rank(left, by: measure), left) < (ranking.rank(right, by: measure), right)
    }
    for index in order {
      rows.append(
        [ranking.architectures[index]]
          + ranking.measures.map { measure in
            "\(ranking.rank(index, by: measure)) (\(value(measure.values[index], measure)))"
          } + ["\(spreads[index].best)-\(spreads[index].worst)"])
    }
    return rows
  }

  /// A value as the tables show it: the ratio with two decimals, a count whole.
  static func value(_ value: Double, _ measure: ChangeCostRanking.Measure) -> String {
    if measure.zeroIsMissing, value == 0 { return "none" }
    guard measure.name == "SAAM" else { return String(Int(value)) }
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
  }
}
