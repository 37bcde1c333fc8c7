import Diagnostics
import HTMLRendering
import ReportLayout

/// The costs of change as a self-contained HTML page: heat tables of the churn and of the SAAM
/// ratio per change and architecture, the ranking shaded by rank, and every table of the text.
enum ChangeCostHTML {
  static func page(_ table: ChangeCostTable) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: cost of change",
      subtitle: table.changes.map(\.name).joined(separator: ", "))
    let ranking = ChangeCostRanking(table)
    page.sections = [
      HTMLPage.Section(
        id: "ranking", heading: "Which architecture bears change best",
        body: "<p>\(Quoting.markup(ChangeCostRankingReport.explanation))</p>"
          + rankingTable(ranking)
          + "<ul>" + ranking.findings.map { "<li>\(Quoting.markup($0))</li>" }.joined() + "</ul>"
          + "<p>\(Quoting.markup(ranking.limits))</p>"),
      HTMLPage.Section(
        id: "churn", heading: "Code lines added and removed (churn)",
        body: heat(table, explanation: churnExplanation) { _, cost in churnCell(cost, table) }),
      HTMLPage.Section(
        id: "heat", heading: "Roles touched (SAAM ratio)",
        body: heat(table, explanation: saamExplanation) { _, cost in saamCell(cost) }),
    ]
    for (index, part) in ChangeCostReport.parts(table).enumerated() {
      page.sections.append(
        HTMLPage.Section(
          id: "part\(index)", heading: part.heading.isEmpty ? "Every count" : part.heading,
          body: (part.text.isEmpty ? "" : "<p>\(Quoting.markup(part.text))</p>") + part.table.html))
    }
    return page.rendered
  }

  static let churnExplanation =
    "Code lines each implementation added and removed, instrumentation apart: what a developer "
    + "types. Darker is more, relative to the largest cell; the all-in row adds the shared code "
    + "each architecture uses."

  static let saamExplanation =
    "The share of each architecture's roles (types a developer writes) that the change touched: "
    + "roles touched ÷ roles, the SAAM method's ratio, both shown. Darker is more. A pattern "
    + "with more roles divides by more: read it beside the churn."

  /// Changes down, architectures across; each cell made by `cell` from the cost, then a row of
  /// each architecture's total.
  static func heat(
    _ table: ChangeCostTable, explanation: String, cell: (String, ChangeCost) -> String
  ) -> String {
    var parts = [
      "<p>\(Quoting.markup(explanation)) “missing” is a change not implemented there.</p>",
      "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th scope=\"col\">change</th>"
        + table.architectureNames.map { "<th scope=\"col\">\(Quoting.markup($0))</th>" }.joined()
        + "</tr></thead><tbody>",
    ]
    for change in table.changes {
      let cells = change.architectures.map { entry in
        entry.cost.map { cell(entry.architecture, $0) } ?? "<td class=\"missing\">missing</td>"
      }
      parts.append(
        "<tr><th scope=\"row\">\(Quoting.markup(change.name))</th>" + cells.joined() + "</tr>")
    }
    let totals = table.totals.map { total in
      total.implemented == 0
        ? "<td class=\"missing\">missing</td>" : cell(total.architecture, total.cost)
    }
    parts.append(
      "<tr class=\"total\"><th scope=\"row\">all changes</th>" + totals.joined() + "</tr>")
    let allIn = table.totals.map { "<td class=\"number\">\($0.allIn)</td>" }
    parts.append("<tr class=\"total\"><th scope=\"row\">all-in</th>" + allIn.joined() + "</tr>")
    parts.append("</tbody></table></div>")
    return parts.joined(separator: "\n")
  }

  /// A cell shaded by `share` (0 to 1): from near white to a light red that keeps dark text at
  /// a contrast above 4.5.
  static func shaded(_ share: Double, _ text: String) -> String {
    let lightness = 97 - Int((min(max(share, 0), 1) * 35).rounded())
    return "<td class=\"number\" style=\"background: hsl(8, 75%, \(lightness)%)\">\(text)</td>"
  }

  /// One SAAM cell: the ratio and the roles it comes from, on a shade of its value.
  static func saamCell(_ cost: ChangeCost) -> String {
    shaded(
      cost.saamRatio,
      "\(ChangeCostReport.ratio(cost)) <span class=\"roles\">"
        + "(\(cost.rolesTouched)/\(cost.roleCount))</span>")
  }

  /// One churn cell: the churn and its parts, shaded against the largest total churn.
  static func churnCell(_ cost: ChangeCost, _ table: ChangeCostTable) -> String {
    let largest = table.totals.map(\.cost.churn).max() ?? 0
    return shaded(
      largest == 0 ? 0 : Double(cost.churn) / Double(largest),
      "\(cost.churn) <span class=\"roles\">(+\(cost.codeLinesAdded) −\(cost.codeLinesRemoved))"
        + "</span>")
  }

  /// The ranking, each rank shaded: first is lightest, last darkest.
  static func rankingTable(_ ranking: ChangeCostRanking) -> String {
    let count = max(ranking.architectures.count - 1, 1)
    var parts = [
      "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th scope=\"col\">architecture</th>"
        + ranking.measures.map { "<th scope=\"col\">\(Quoting.markup($0.name))</th>" }.joined()
        + "</tr></thead><tbody>"
    ]
    for index in ranking.architectures.indices {
      let cells = ranking.measures.map { measure in
        let rank = ranking.rank(index, by: measure)
        return shaded(
          Double(rank - 1) / Double(count),
          "\(rank) <span class=\"roles\">(\(ChangeCostRankingReport.value(measure.values[index], measure)))</span>"
        )
      }
      parts.append(
        "<tr><th scope=\"row\">\(Quoting.markup(ranking.architectures[index]))</th>"
          + cells.joined() + "</tr>")
    }
    parts.append("</tbody></table></div>")
    return parts.joined(separator: "\n")
  }
}
