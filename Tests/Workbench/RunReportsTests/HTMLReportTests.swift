import ArchitectureCatalog
import ArchitectureDescriptor
import CalculatorModel
import Foundation
import MessageTraces
import RunReports
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// The HTML report: self-contained, problems first, every chart an image with a text
/// alternative, and everything read from files escaped.
@MainActor
struct HTMLReportTests {
  private let real = Catalog.architectures.filter { ["MVC", "MVP", "MVVM"].contains($0.name) }
  private let environment = EnvironmentInfo(
    cpu: "CPU <x>", cpuCount: 2, operatingSystem: "OS", swiftVersion: "6.3",
    buildConfiguration: "release", date: "2026-01-01T00:00:00Z")

  /// A run with the stale architecture, from a file whose path and description hold markup.
  private func divergingReport() throws -> (WorkbenchReport, [MessageTrace]) {
    let file = try scenario(
      """
      # <script>alert("x")</script> & more
      type input "1,2"
      type token ","
      expect result "3"
      """, path: "Tests/<b>odd&name</b>.scenario")
    let architectures = real + [TestArchitectures.staleOnTokenChange]
    let report = WorkbenchSuite(
      architectures: architectures, timing: nil, knownArchitectures: architectures
    ).run([file], environment: environment)
    let traces = try MessageTracer.trace(file, event: nil, architectures: architectures)
    return (report, traces)
  }

  @Test func theReportIsOnePageWithNoScriptAndNoNetworkReference() throws {
    let (report, traces) = try divergingReport()
    let html = HTMLReport(report: report, traces: traces).rendered
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<title>Architecture Workbench report</title>"))
    for forbidden in ["<script", "http:", "https:", "src=", "url(", "@import"] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
  }

  @Test func everySectionIsThereAndDivergencesComeFirstWithFileAndLine() throws {
    let (report, traces) = try divergingReport()
    let html = HTMLReport(report: report, traces: traces).rendered
    var previous = html.startIndex
    for id in HTMLReport.sectionIDs {
      let range = try #require(html.range(of: "<section id=\"\(id)\""), "no section \(id)")
      #expect(range.lowerBound > previous)
      previous = range.lowerBound
    }
    let problems = try #require(html.range(of: "<section id=\"problems\""))
    let ratios = try #require(html.range(of: "<section id=\"ratios\""))
    let place = try #require(html.range(of: "Tests/&lt;b&gt;odd&amp;name&lt;/b&gt;.scenario:3"))
    #expect(problems.upperBound < place.lowerBound && place.upperBound < ratios.lowerBound)
    #expect(html.contains("<strong>divergence</strong> after event 4"))
  }

  @Test func requestsToASlowServiceGetATableOnlyWhenARunSentOne() throws {
    var (report, _) = try divergingReport()
    #expect(!HTMLReport(report: report).rendered.contains("<section id=\"requests\""))
    for run in report.scenarios[0].runs.indices {
      report.scenarios[0].runs[run].requests = RequestCounts(
        sent: 3 + run, cancelled: 2, delivered: 1)
    }
    let html = HTMLReport(report: report).rendered
    let results = try #require(html.range(of: "<section id=\"results\""))
    let requests = try #require(html.range(of: "<section id=\"requests\""))
    #expect(results.lowerBound < requests.lowerBound)
    #expect(html.contains("<td class=\"number\">3 / 2 / 1</td>"))
    #expect(html.contains("<td class=\"number\">4 / 2 / 1</td>"))
  }

  @Test func everyChartIsAnImageWithATitleAndATextAlternative() throws {
    let (report, traces) = try divergingReport()
    let html = HTMLReport(report: report, traces: traces).rendered
    let svgs = html.components(separatedBy: "<svg").count - 1
    #expect(svgs >= 3)
    #expect(html.components(separatedBy: "<svg role=\"img\" aria-labelledby=").count - 1 == svgs)
    #expect(html.components(separatedBy: "<desc id=").count - 1 == svgs)
    for name in ["MVC", "MVP", "MVVM", "StaleMVC"] {
      #expect(html.contains("Sequence diagram: \(name), event 4"))
    }
  }

  @Test func textFromFilesIsEscaped() throws {
    let (report, traces) = try divergingReport()
    let html = HTMLReport(report: report, traces: traces).rendered
    #expect(!html.contains("<b>odd"))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"))
    #expect(html.contains("CPU &lt;x&gt; × 2"))
  }

  @Test func controlCharactersAreShownNotWritten() throws {
    let file = try scenario("type input \"1\"\n", path: "Tests/bell\u{7}.scenario")
    let report = WorkbenchSuite(architectures: real, timing: nil, knownArchitectures: real)
      .run([file], environment: environment)
    let html = ReportFormat.html.render(report)
    #expect(!html.unicodeScalars.contains("\u{7}"))
  }

  @Test func aTimedReportDrawsTheRatioChartWithWhiskers() throws {
    let file = try scenario("type input \"1,2\"\n")
    var timing = TimingOptions.standard
    timing.repetitions = 3
    timing.warmup = 0
    timing.targetRegionNanoseconds = 100_000
    let report = WorkbenchSuite(architectures: real, timing: timing, knownArchitectures: real)
      .run([file], environment: environment)
    let html = HTMLReport(report: report).rendered
    #expect(html.contains("<title id=\"chart-ratio-title\">Time per event relative to Direct"))
    #expect(html.contains("Direct = 1"))
    #expect(html.contains("<table class=\"heat\">"))
  }
}
