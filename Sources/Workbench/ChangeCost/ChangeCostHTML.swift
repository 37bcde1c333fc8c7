import Diagnostics
import HTMLRendering
import ReportLayout

/// The costs of change as a self-contained HTML page: a heat table of the SAAM ratio per change
/// and architecture, the totals per architecture, and every count.
enum ChangeCostHTML {
  static func page(_ table: ChangeCostTable) -> String {
    var page = HTMLPage(
      title: "Architecture Workbench: cost of change",
      subtitle: table.changes.map(\.name).joined(separator: ", "))
    page.sections = [
      HTMLPage.Section(id: "heat", heading: "Roles touched (SAAM ratio)", body: heat(table)),
      HTMLPage.Section(
        id: "totals", heading: "Totals per architecture",
        body: "<p>Over the changes each architecture implements.</p>"
          + ChangeCostReport.totals(table).html),
      HTMLPage.Section(
        id: "counts", heading: "Every count",
        body: "<p>\(Quoting.markup(ChangeCostReport.explanation))</p>"
          + ChangeCostReport.rows(table).html),
    ]
    return page.rendered
  }

  /// Changes down, architectures across; each cell the ratio, shaded by it (the shade repeats
  /// the number), then a row of each architecture's ratio over all its changes.
  static func heat(_ table: ChangeCostTable) -> String {
    let names = table.changes.first?.architectures.map(\.architecture) ?? []
    var parts = [
      "<p>The share of each architecture's roles (top-level types and protocols) that the change "
        + "touched: roles touched ÷ roles, the SAAM method's ratio. Darker is more; "
        + "“missing” is a change not implemented there.</p>",
      "<div class=\"scroll\"><table class=\"heat\"><thead><tr><th scope=\"col\">change</th>"
        + names.map { "<th scope=\"col\">\(Quoting.markup($0))</th>" }.joined()
        + "</tr></thead><tbody>",
    ]
    for change in table.changes {
      let cells = change.architectures.map { entry in
        entry.cost.map(cell) ?? "<td class=\"missing\">missing</td>"
      }
      parts.append(
        "<tr><th scope=\"row\">\(Quoting.markup(change.name))</th>" + cells.joined() + "</tr>")
    }
    let totals = ChangeCostReport.perArchitecture(table).map { _, costs in
      costs.isEmpty ? "<td class=\"missing\">missing</td>" : cell(ChangeCost.total(costs))
    }
    parts.append(
      "<tr class=\"total\"><th scope=\"row\">all changes</th>" + totals.joined() + "</tr>")
    parts.append("</tbody></table></div>")
    return parts.joined(separator: "\n")
  }

  /// One heat cell: the ratio and the roles it comes from, on a shade of its value.
  static func cell(_ cost: ChangeCost) -> String {
    // From near white to a light red that keeps dark text at a contrast above 4.5.
    let lightness = 97 - Int((cost.saamRatio * 35).rounded())
    return "<td class=\"number\" style=\"background: hsl(8, 75%, \(lightness)%)\">"
      + "\(ChangeCostReport.ratio(cost)) <span class=\"roles\">"
      + "(\(cost.rolesTouched)/\(cost.roleCount))</span></td>"
  }
}
