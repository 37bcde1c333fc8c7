import ArchitectureDescriptor
import RunReports
import ScenarioLanguage
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// A report of another screen than the calculator (`options.screen` set) words its tables from
/// that screen: a divergence names the widgets that differ, the results column no result label,
/// and the model's bytes scanned are left out; the calculator's report keeps them.
@MainActor
struct WorkbenchReportScreenTests {
  /// Two screens that diverge on their tap counter, as a run of `screen` reports them.
  private func report(screen: String?) throws -> WorkbenchReport {
    let suite = WorkbenchSuite(
      architectures: [TestArchitectures.withButton, TestArchitectures.countingTwice], timing: nil,
      knownArchitectures: [])
    let environment = EnvironmentInfo(
      cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
      buildConfiguration: "debug", date: "2026-01-01T00:00:00Z")
    let scenario = try ScenarioParser.parse(
      Array("tap clearButton\ntap clearButton\n".utf8), path: "taps.scenario")
    var report = suite.run([scenario], environment: environment)
    report.options?.screen = screen
    return report
  }

  private func rendered(_ report: WorkbenchReport) -> [String] {
    [
      ReportFormat.text.render(report), ReportFormat.markdown.render(report),
      HTMLReport(report: report, traces: [], tracedScenario: nil).rendered,
    ]
  }

  @Test func anotherScreensReportsNameItsWidgetsAndNoneOfTheCalculators() throws {
    for text in rendered(try report(screen: "tap-counter")) {
      #expect(text.contains("tapCountLabel"), "\(text)")
      for word in ["token ", "input ", "result label", "bytes scanned", "scans "] {
        #expect(!text.contains(word), "\(word) in \(text)")
      }
    }
    let text = ReportFormat.text.render(try report(screen: "tap-counter"))
    #expect(text.contains(#"TwiceButtonMVC: tapCountLabel "2""#), "\(text)")
  }

  @Test func theCalculatorsReportsKeepItsWidgetsAndMeasures() throws {
    let text = ReportFormat.text.render(try report(screen: nil))
    #expect(text.contains("the result label's final text"))
    #expect(text.contains(#"token "", input "", result "0", tapCountLabel "2""#), "\(text)")
    #expect(text.contains("bytes per event"))
  }
}
