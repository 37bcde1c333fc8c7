import ArchitectureDescriptor
import CodeFacts
import Diagnostics
import HTMLRendering
import MessageTraces
import ReportLayout
import ScenarioReplay

/// The run report as one self-contained HTML page: what went wrong first, then charts of the
/// timing and of the messages, the per-scenario heat table, sequence diagrams of one event, the
/// code facts, and the environment.
///
/// The page has inline CSS and inline SVG only: no script, and nothing fetched, so it opens from
/// disk with no network. Every chart has a title and a text alternative listing its values, and
/// every colour repeats something written in text.
///
/// ```swift
/// let html = HTMLReport(report: report, traces: traces, facts: facts).rendered
/// ```
public struct HTMLReport: Sendable {
  /// The run's report.
  public var report: WorkbenchReport
  /// One trace per architecture of the same event, for the sequence diagrams.
  public var traces: [MessageTrace]
  /// The path of the scenario the traces come from.
  public var tracedScenario: String?
  /// The architectures' code facts, or `nil` when they were not counted.
  public var facts: [ArchitectureFacts]?
  /// Why the code facts are missing, when they are.
  public var factsNote: String?

  /// The sections every run report has, by `id`, in order; a run that sent requests to a slow
  /// service (a change request's) also has `requests`, after `results`.
  public static let sectionIDs = [
    "problems", "ratios", "figures", "heat", "results", "sequence", "facts", "environment",
  ]

  /// Creates an HTML report.
  ///
  /// - Parameters:
  ///   - report: The run's report.
  ///   - traces: One trace per architecture of one event (default: none).
  ///   - tracedScenario: The path of the traced scenario.
  ///   - facts: The code facts, or `nil` when not counted.
  ///   - factsNote: Why the code facts are missing.
  public init(
    report: WorkbenchReport, traces: [MessageTrace] = [], tracedScenario: String? = nil,
    facts: [ArchitectureFacts]? = nil, factsNote: String? = nil
  ) {
    self.report = report
    self.traces = traces
    self.tracedScenario = tracedScenario
    self.facts = facts
    self.factsNote = factsNote
  }

  /// The page, ending with a newline.
  public var rendered: String {
    let scenarios = report.scenarios.count
    var page = HTMLPage(
      title: "Architecture Workbench report",
      subtitle: "\(scenarios) scenario\(scenarios == 1 ? "" : "s") on "
        + report.architectures.joined(separator: ", ")
        + (report.options?.change.map { ", the change request \($0)" } ?? "")
        + (report.baseline.map { ", timed against \($0)" } ?? ", not timed"))
    page.sections = [
      HTMLPage.Section(
        id: "problems", heading: "Divergences and failed expectations", body: problems()),
      HTMLPage.Section(
        id: "ratios", heading: "Time per event, as a ratio to the baseline", body: ratios()),
      HTMLPage.Section(
        id: "figures",
        heading: report.isOnCalculator
          ? "Messages, label updates and bytes scanned per event"
          : "Messages and label updates per event",
        body: figures()),
      HTMLPage.Section(id: "heat", heading: "Ratio per scenario", body: heatTable()),
      HTMLPage.Section(id: "results", heading: "Results per scenario", body: results()),
    ]
    if let requests = requests() {
      page.sections.append(
        HTMLPage.Section(
          id: "requests", heading: "Requests to the slow service per scenario", body: requests))
    }
    page.sections += [
      HTMLPage.Section(
        id: "sequence", heading: "Sequence diagrams of one event",
        body: SequenceDiagramSVG.section(
          traces, scenario: tracedScenario, onCalculator: report.isOnCalculator)),
      HTMLPage.Section(
        id: "facts", heading: "Code facts",
        body: facts.map(CodeFactsHTML.body)
          ?? "<p class=\"note\">\(Quoting.markup(factsNote ?? "Not counted."))</p>"),
      HTMLPage.Section(id: "environment", heading: "Environment", body: environment()),
    ]
    return page.rendered
  }

  /// The verdict, then every divergence and failed expectation with its file and line.
  func problems() -> String {
    let passed = report.passed
    var lines = [
      "<p class=\"verdict \(passed ? "passed" : "failed")\">"
        + Quoting.markup(TextReport(report: report, markdown: false).summaryLine) + "</p>"
    ]
    var items: [String] = []
    for scenario in report.scenarios {
      if let divergence = scenario.divergence {
        let event =
          divergence.event == 0
          ? "once loaded"
          : divergence.moment.map { "during event \(divergence.event), at \($0) of virtual time" }
            ?? "after event \(divergence.event)"
        // The calculator's groups name its three widgets; another screen's, those that differ.
        let differing =
          report.isOnCalculator ? [] : TextReport.differingWidgets(divergence.shown)
        let groups = divergence.shown.map { group in
          "<li>\(Quoting.markup(group.architectures.joined(separator: ", "))): "
            + TextReport.widgets(
              of: group, differing: differing, onCalculator: report.isOnCalculator
            ).map { "\(Quoting.markup($0.name)) <code>\(Quoting.markup($0.text))</code>" }
            .joined(separator: ", ") + "</li>"
        }
        items.append(
          "<li><span class=\"where\">\(Quoting.markup("\(scenario.path):\(divergence.line)"))"
            + "</span>: <strong>divergence</strong> \(event) (\(divergence.divergentEvents) of "
            + "\(scenario.events + 1) screen states differ)<ul>" + groups.joined() + "</ul></li>")
      }
      for run in scenario.runs {
        for failure in run.failures where !failure.isSharedDivergence {
          items.append(
            "<li><span class=\"where\">\(Quoting.markup("\(scenario.path):\(failure.line)"))"
              + "</span>: <strong>\(Quoting.markup(failure.kind.rawValue))</strong> in "
              + "\(Quoting.markup(run.architecture)): \(Quoting.markup(failure.message))</li>")
        }
      }
    }
    lines.append(
      items.isEmpty
        ? "<p>None: every expectation held and every architecture showed the same after every "
          + "event.</p>"
        : "<ul class=\"problems\">" + items.joined(separator: "\n") + "</ul>")
    return lines.joined(separator: "\n")
  }

  /// One row per scenario: its verdict and what every architecture showed at the end.
  func results() -> String {
    var rows = [
      "<div class=\"scroll\"><table><thead><tr><th scope=\"col\">scenario</th>"
        + "<th scope=\"col\">events</th><th scope=\"col\">result</th></tr></thead><tbody>"
    ]
    for scenario in report.scenarios {
      let outcome = TextReport.outcome(of: scenario, showsResult: report.isOnCalculator)
      rows.append(
        "<tr><th scope=\"row\" title=\"\(Quoting.markup(scenario.description))\">"
          + "\(Quoting.markup(scenario.name))</th><td class=\"number\">\(scenario.events)</td>"
          + "<td>\(Quoting.markup(outcome))</td></tr>")
    }
    rows.append("</tbody></table></div>")
    return rows.joined(separator: "\n")
  }

  /// Where and how the report was made.
  func environment() -> String {
    let environment = report.environment
    let entries = [
      ("Processor", "\(environment.cpu) × \(environment.cpuCount)"),
      ("Operating system", environment.operatingSystem),
      ("Swift", environment.swiftVersion),
      ("Build", environment.buildConfiguration),
      ("Date", environment.date),
      ("Baseline", report.baseline ?? "none: timing did not run"),
    ]
    var text = "<dl class=\"environment\">"
    for (term, value) in entries {
      text += "<dt>\(Quoting.markup(term))</dt><dd>\(Quoting.markup(value))</dd>"
    }
    text += "</dl>"
    if environment.isDebugBuild && report.baseline != nil {
      text += "<p><strong>Warning:</strong> a debug build; its timings are not representative.</p>"
    }
    return text
  }
}
