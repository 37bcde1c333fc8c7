import ArchitectureDescriptor
import CodeFacts
import Diagnostics
import MessageTraces
import RunReports
import ScenarioLanguage
import ScenarioReplay

extension RunCommand {
  /// The scenario whose event the HTML report draws as sequence diagrams: the tutorial's own
  /// example when it was run, else the first scenario with an event.
  static func tracedScenario(in scenarios: [Scenario]) -> Scenario? {
    scenarios.first { $0.name == "tutorial-example" }
      ?? scenarios.first { !ReplayPlan($0).events.isEmpty }
  }

  /// The HTML report, with the sequence diagrams of the traced scenario's last event and the
  /// code facts read from the sources under the current directory.
  @MainActor
  static func htmlReport(
    _ report: WorkbenchReport, scenarios: [Scenario], architectures: [Architecture]
  ) -> String {
    let traced = tracedScenario(in: scenarios)
    let traces =
      traced.flatMap { try? MessageTracer.trace($0, event: nil, architectures: architectures) }
      ?? []
    var html = HTMLReport(report: report, traces: traces, tracedScenario: traced?.path)
    do {
      html.facts = try ArchitectureFacts.analyse(architectures, packageRoot: ".")
    } catch {
      html.factsNote =
        "Not counted: cannot read '\(error.path)': \(error.reason). Run from the package root."
    }
    return html.rendered
  }
}
