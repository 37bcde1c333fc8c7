import RunReports
import ScenarioReplay
import Testing

/// A run of a change request's implementations says which change it ran, in its heading (text
/// and HTML) and in the options of its JSON, and a saved run's baseline name is quoted in the prose as in tables.
struct ChangeRunReportTests {
  private static let environment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "debug", date: "2026-01-01T00:00:00Z")

  private static func report(change: String?) -> WorkbenchReport {
    var options = RunOptions(architectures: ["MVC"], paths: ["Scenarios"], timing: nil)
    options.change = change
    return WorkbenchReport(
      architectures: ["MVC"], scenarios: [], environment: environment, options: options)
  }

  @Test func aChangeRunNamesItsChangeInItsHeadingAndItsJSON() {
    let text = ReportFormat.text.render(Self.report(change: "undo"))
    #expect(text.hasPrefix("Architecture Workbench: 0 scenarios on MVC, the change request undo\n"))
    #expect(ReportFormat.json.render(Self.report(change: "undo")).contains("\"change\" : \"undo\""))
    let base = ReportFormat.text.render(Self.report(change: nil))
    #expect(base.hasPrefix("Architecture Workbench: 0 scenarios on MVC\n"))
    let html = ReportFormat.html.render(Self.report(change: "undo"))
    #expect(html.contains("0 scenarios on MVC, the change request undo, not timed</p>"))
    #expect(!ReportFormat.html.render(Self.report(change: nil)).contains("change request"))
  }
}
