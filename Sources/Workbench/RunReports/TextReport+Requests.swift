import CalculatorModel
import Diagnostics
import ReportLayout
import ScenarioReplay

extension TextReport {
  /// The requests each architecture sent to the slow service per scenario, sent / cancelled /
  /// delivered, when any run sent one; `nil` otherwise (the base architectures send none).
  func requests() -> String? {
    let scenarios = report.scenarios.filter { scenario in
      scenario.runs.contains { $0.requests != nil }
    }
    guard !scenarios.isEmpty else { return nil }
    var table = TextTable(header: ["scenario"] + report.architectures)
    for scenario in scenarios {
      let cells = report.architectures.map { name -> String in
        guard let run = scenario.runs.first(where: { $0.architecture == name }) else { return "" }
        guard let counts = run.requests else { return "0/0/0" }
        return "\(counts.sent)/\(counts.cancelled)/\(counts.delivered)"
      }
      table.append([Quoting.terminal(scenario.name)] + cells)
    }
    let explanation =
      "Requests to the slow service per scenario: sent/cancelled/delivered, counted in virtual "
      + "time, so the same on every run. A request neither cancelled nor delivered was still "
      + "pending when the scenario ended."
    return title("Requests") + "\n" + (markdown ? "\n" : "") + legend(explanation) + "\n"
      + (markdown ? "\n" : "") + self.table(table)
  }
}
