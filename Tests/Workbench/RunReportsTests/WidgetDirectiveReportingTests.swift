import ArchitectureDescriptor
import Foundation
import MessageTraces
import RunReports
import ScenarioLanguage
import ScenarioReplay
import Testing
import Tracing
import WorkbenchTestSupport

/// Traces and every report format on a scenario that taps a button, checks a second label by
/// identifier and relaunches: the new directives reach every output, and a missing widget is
/// named with its file and line in each.
@MainActor
struct WidgetDirectiveReportingTests {
  private static let source = """
    # Taps, a second label, a relaunch, and a button the screen lacks.
    type token ","
    type input "1,2"
    tap clearButton
    expect tapCountLabel "1"
    relaunch
    expect token ","
    expect tapCountLabel "0"
    tap undoButton
    """

  private let path = "Scenarios/Changes/example/widgets.scenario"

  private func report() throws -> WorkbenchReport {
    let suite = WorkbenchSuite(
      architectures: [TestArchitectures.withButton, TestArchitectures.countingTwice], timing: nil,
      knownArchitectures: [])
    let environment = EnvironmentInfo(
      cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
      buildConfiguration: "debug", date: "2026-01-01T00:00:00Z")
    // The run that meets the missing button stops there and is left out of the comparison, so
    // the divergence on the second label is shown by a scenario of its own.
    let diverging = try scenario(
      "tap clearButton\nexpect tapCountLabel \"1\"\n", path: "taps.scenario")
    return suite.run(
      [try scenario(Self.source, path: path), diverging], environment: environment)
  }

  @Test func aTapIsTracedFromTheUserThroughTheButtonToItsTarget() throws {
    // Event 5 is the tap: ",", "1", ",", "2", then the tap.
    let traces = try MessageTracer.trace(
      try scenario(Self.source), event: 5, architectures: [TestArchitectures.withButton])
    let trace = try #require(traces.first)
    #expect(trace.userAction == "tap() on clearButton")
    #expect(trace.line == 4)
    #expect(
      trace.messages.first.map { [$0.from, $0.to, $0.member] } == ["User", "clearButton", "tap"])
    #expect(
      trace.messages.contains { $0.to == "ButtonScreenController" && $0.member == "touchUpInside" })
    #expect(trace.messages.contains { $0.to == "tapCountLabel" })
    #expect(TraceRendering.text(traces).contains("tap() on clearButton"))
    #expect(TraceRendering.mermaid(traces).contains("clearButton"))
    #expect(TraceRendering.html(traces).contains("tap() on clearButton"))
  }

  @Test func aRelaunchIsTracedAsTheNewScreenLoading() throws {
    let traces = try MessageTracer.trace(
      try scenario(Self.source), event: 6, architectures: [TestArchitectures.withButton])
    let trace = try #require(traces.first)
    #expect(trace.userAction == MessageTracer.relaunchAction)
    #expect(trace.line == 6)
    #expect(trace.messages.contains { $0.to == "resultLabel" && $0.argument == "\"0\"" })
    #expect(TraceRendering.text(traces).contains(MessageTracer.relaunchAction))
  }

  @Test func tracingPastAMissingButtonThrowsNamingTheArchitectureAndTheWidget() throws {
    #expect(
      throws: MessageTracerError.screen(
        "ButtonMVC", "the screen has no widget with accessibility identifier 'undoButton'")
    ) {
      try MessageTracer.trace(
        try scenario(Self.source), event: nil, architectures: [TestArchitectures.withButton])
    }
  }

  @Test func everyReportFormatNamesTheMissingWidgetWithItsFileAndLine() throws {
    let report = try report()
    let message =
      "tap undoButton: the screen has no widget with accessibility identifier 'undoButton'"
    for format in ReportFormat.allCases {
      let rendered = format.render(report, width: 400)
      // XML and HTML escape the quotes around the identifier.
      let shown =
        [.junit, .html].contains(format)
        ? "tap undoButton: the screen has no widget with accessibility identifier" : message
      #expect(rendered.contains(shown), "\(format)")
      #expect(rendered.contains(path), "\(format)")
    }
    let text = ReportFormat.text.render(report, width: 400)
    #expect(text.contains("\(path):9:"))
  }

  @Test func theJSONReportCarriesTheSecondLabelOfADivergenceAndReadsBack() throws {
    let report = try report()
    let divergence = try #require(report.scenarios.last?.divergence)
    // The tap is event 1, where one screen counts 1 and the other 2.
    #expect(divergence.event == 1)
    #expect(
      divergence.shown.map { $0.others.last?.text } == ["1", "2"])
    let json = ReportFormat.json.render(report)
    #expect(json.contains("\"others\""))
    let decoded = try JSONDecoder().decode(WorkbenchReport.self, from: Data(json.utf8))
    #expect(decoded.scenarios.last?.divergence == divergence)
  }

  /// Two groups that differ only in a widget besides the three name it with each one's text,
  /// so they never read alike.
  @Test func theTextReportNamesTheWidgetADivergenceIsIn() throws {
    let report = try report()
    let text = ReportFormat.text.render(report, width: 200)
    let names = [TestArchitectures.withButton.name, TestArchitectures.countingTwice.name]
    #expect(text.contains("\(names[0]): token \"\", input \"\", result \"0\", tapCountLabel \"1\""))
    #expect(text.contains("\(names[1]): token \"\", input \"\", result \"0\", tapCountLabel \"2\""))
  }

  /// A scenario that fails only because a step named a widget the screen lacks says so in the
  /// closing line, rather than failing for "0 failed expectations, 0 divergences, 0 leaks".
  @Test func theSummaryCountsStepsTheScreenCouldNotPerform() throws {
    let text = ReportFormat.text.render(try report(), width: 200)
    #expect(text.contains("the screen could not perform)."), "\(text)")
  }

  @Test func theJUnitReportFailsEachArchitectureAtTheMissingButton() throws {
    let junit = ReportFormat.junit.render(try report())
    #expect(junit.components(separatedBy: "undoButton").count - 1 >= 2)
  }
}
