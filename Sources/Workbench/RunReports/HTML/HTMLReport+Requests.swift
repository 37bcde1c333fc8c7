import CalculatorModel
import Diagnostics
import ScenarioReplay

extension HTMLReport {
  /// The requests each architecture sent to the slow service per scenario (sent, cancelled,
  /// delivered), or `nil` when no run sent one (the base architectures send none).
  func requests() -> String? {
    let scenarios = report.scenarios.filter { scenario in
      scenario.runs.contains { $0.requests != nil }
    }
    guard !scenarios.isEmpty else { return nil }
    let header = report.architectures.map { "<th scope=\"col\">\(Quoting.markup($0))</th>" }
    var rows = [
      "<p>Sent / cancelled / delivered, counted in virtual time, so the same on every run. A "
        + "request neither cancelled nor delivered was still pending when the scenario ended.</p>",
      "<div class=\"scroll\"><table><thead><tr><th scope=\"col\">scenario</th>"
        + header.joined() + "</tr></thead><tbody>",
    ]
    for scenario in scenarios {
      let cells = report.architectures.map { name -> String in
        guard let run = scenario.runs.first(where: { $0.architecture == name }) else {
          return "<td></td>"
        }
        let counts = run.requests.map { "\($0.sent) / \($0.cancelled) / \($0.delivered)" }
        return "<td class=\"number\">\(counts ?? "0 / 0 / 0")</td>"
      }
      rows.append(
        "<tr><th scope=\"row\">\(Quoting.markup(scenario.name))</th>" + cells.joined() + "</tr>")
    }
    rows.append("</tbody></table></div>")
    return rows.joined(separator: "\n")
  }
}
