import ArchitectureDescriptor
import Diagnostics
import Foundation
import ReportLayout
import ScenarioReplay

/// The human-readable report: the comparison table, what went wrong, the timing, the summary.
///
/// The same content renders for the terminal or as GitHub Markdown.
struct TextReport {
  let report: WorkbenchReport
  let markdown: Bool
  /// The most columns a line of the plain-text report may take.
  var width = TextLayout.defaultWidth

  var rendered: String {
    var sections = [heading(), results()]
    if let problems = problems() { sections.append(problems) }
    if let timing = timing() { sections.append(timing) }
    if let messages = messages() { sections.append(messages) }
    if let requests = requests() { sections.append(requests) }
    sections.append(summary())
    // Whatever a saved run holds, no control character reaches the terminal: names are
    // quoted where they are written, and this last pass catches any value that was not.
    let text = Quoting.terminalLines(sections.joined(separator: "\n\n") + "\n")
    return markdown ? text : TextLayout.fit(text, width: width)
  }

  /// A section's title: a Markdown heading, or the text and a colon.
  func title(_ text: String) -> String {
    markdown ? "## \(text)" : "\(text):"
  }

  /// A legend: a paragraph wrapped to the width in plain text, left to the renderer in Markdown.
  func legend(_ text: String) -> String {
    markdown ? text : TextLayout.wrap(text, width: width).joined(separator: "\n")
  }

  /// A value from the report (a name, an environment field) as this format writes it:
  /// ``Quoting/markdown(_:)`` in Markdown, ``Quoting/terminal(_:)`` in plain text.
  func shown(_ value: String) -> String {
    markdown ? Quoting.markdown(value) : Quoting.terminal(value)
  }

  /// `table` as Markdown, or as plain text fitted to the width.
  func table(_ table: TextTable) -> String {
    markdown ? table.markdown : table.plainText(width: width)
  }

  private func heading() -> String {
    let environment = report.environment
    let scenarios = report.scenarios.count
    let names = report.architectures.map(shown).joined(separator: ", ")
    var lines = [
      (markdown ? "# " : "")
        + "Architecture Workbench: \(scenarios) scenario\(scenarios == 1 ? "" : "s") on \(names)"
        + (report.options?.change.map { ", the change request \(shown($0))" } ?? ""),
      "Environment: \(shown(environment.cpu)) × \(environment.cpuCount), "
        + "\(shown(environment.operatingSystem)), Swift \(shown(environment.swiftVersion)), "
        + "\(shown(environment.buildConfiguration)) build, " + shown(environment.date),
    ]
    if environment.isDebugBuild && report.baseline != nil {
      lines.append(
        (markdown ? "> **Warning:** " : "WARNING: ")
          + "this is a DEBUG build: timings are not representative. "
          + "Time with `swift run -c release workbench`.")
    }
    return lines.joined(separator: markdown ? "\n\n" : "\n")
  }

  private func results() -> String {
    var results = TextTable(header: ["scenario", "events", "result"])
    // Two scenarios of one name (from two folders) are told apart by their paths.
    var counts: [String: Int] = [:]
    for scenario in report.scenarios { counts[scenario.name, default: 0] += 1 }
    for scenario in report.scenarios {
      let name =
        counts[scenario.name, default: 0] > 1
        ? "\(scenario.name) (\(scenario.path))" : scenario.name
      results.append([
        Quoting.terminal(name), "\(scenario.events)",
        Self.outcome(of: scenario, showsResult: showsResult),
      ])
    }
    let count = report.architectures.count
    let legendText =
      showsResult
      ? "pass or FAIL, then the result label's final text"
        + (count == 1
          ? "."
          : ": \"all \(count) show\" when every architecture agrees, otherwise one entry per "
            + "group of architectures that agree.")
      : "pass or FAIL"
        + (count == 1
          ? "."
          : ": \"all \(count)\" when every architecture's expectations went alike, otherwise "
            + "one entry per group; what each widget showed is checked by the expectations and "
            + "by the comparison after every event.")
    return title("Results") + "\n" + (markdown ? "\n" : "") + legend(legendText)
      + "\n" + (markdown ? "\n" : "") + table(results)
  }

  /// Whether the report's screen is the calculator, whose result label the results column shows;
  /// another screen's report names no widget of the calculator's.
  var showsResult: Bool { report.isOnCalculator }

  /// `pass · all 7 show 34` when every architecture passed or failed alike and showed the same,
  /// otherwise one `verdict result: architectures` group per outcome; without `showsResult`
  /// (another screen than the calculator), `pass · all 7` and groups by verdict alone.
  static func outcome(of scenario: ScenarioReport, showsResult: Bool = true) -> String {
    var groups: [(verdict: String, result: String, names: [String])] = []
    for run in scenario.runs {
      let verdict = run.passed ? "pass" : "FAIL"
      let result = showsResult ? Preview.short(run.result) : ""
      if let index = groups.firstIndex(where: { $0.verdict == verdict && $0.result == result }) {
        groups[index].names.append(run.architecture)
      } else {
        groups.append((verdict, result, [run.architecture]))
      }
    }
    guard groups.count > 1 else {
      guard let only = groups.first else { return "no architecture ran" }
      guard showsResult else {
        return "\(only.verdict) · "
          + (only.names.count == 1 ? only.names[0] : "all \(only.names.count)")
      }
      let who = only.names.count == 1 ? "\(only.names[0]) shows" : "all \(only.names.count) show"
      return "\(only.verdict) · \(who) \(only.result)"
    }
    return groups.map {
      "\($0.verdict)\(showsResult ? " " + $0.result : ""): \($0.names.joined(separator: ", "))"
    }
    .joined(separator: " · ")
  }

  private func messages() -> String? {
    let counted = report.scenarios.flatMap(\.runs).contains { $0.messages != nil }
    guard counted else { return nil }
    let shared = RunFigure.shown(in: report).compactMap { figure in
      figure.sharedText(in: report).map {
        figure.sameForAll($0, report.scenarios.flatMap(\.runs))
      }
    }
    let figures = RunFigure.shown(in: report).filter {
      $0.isTableColumn && $0.sharedText(in: report) == nil
    }
    var table = TextTable(header: ["architecture"] + figures.map(\.title))
    var leaking: [String] = []
    for name in report.architectures {
      let runs = report.scenarios.compactMap { $0.runs.first { $0.architecture == name } }
      let leaks = runs.filter { !$0.leaked.isEmpty }.count
      if leaks > 0 {
        leaking.append("\(shown(name)) in \(leaks) scenario\(leaks == 1 ? "" : "s")")
      }
      table.append([name] + figures.map { $0.text(for: name, in: report) ?? "" })
    }
    var explanation =
      "Counted, not timed, so the same on every run; per event, means over scenarios unless "
      + "said otherwise."
    if !figures.isEmpty {
      explanation +=
        " " + figures.map { "\($0.title): \($0.explanation)" }.joined(separator: "; ") + "."
    }
    if !shared.isEmpty {
      explanation += " The same for all: " + shared.joined(separator: "; ") + "."
    }
    let leaks =
      "Leaks (roles, views and view controllers alive after the screen was released): "
      + (leaking.isEmpty ? "none." : leaking.joined(separator: ", ") + ".")
    return title("Messages across role boundaries (mean over scenarios)") + "\n"
      + (markdown ? "\n" : "") + legend(explanation) + "\n" + (markdown ? "\n" : "")
      + self.table(table) + "\n" + (markdown ? "\n" : "")
      + (bodies().map { legend($0) + "\n" + (markdown ? "\n" : "") } ?? "") + legend(leaks)
  }

  /// The line on the declarative screens' bodies, when an architecture of the report has them:
  /// each one's bodies and wasted bodies per event, and what the others show instead.
  private func bodies() -> String? {
    let lines = RunFigure.shown(in: report).filter { !$0.isTableColumn }
    let counted = report.architectures.compactMap { name -> String? in
      let texts = lines.compactMap { figure in
        figure.text(for: name, in: report).map { "\($0) \(figure.title)" }
      }
      return texts.isEmpty ? nil : "\(shown(name)) \(texts.joined(separator: ", "))"
    }
    guard !counted.isEmpty else { return nil }
    let others = report.architectures.count - counted.count
    return "View bodies evaluated (declarative screens; wasted: output unchanged): "
      + counted.joined(separator: "; ") + "."
      + (others == 0
        ? ""
        : " The other \(others) have no bodies: their label updates/event are what "
          + "corresponds, and their messages/event cannot be compared with bodies.")
      + " The declarative screens run on this package's headless kit, whose renderer (bodies "
      + "evaluated, the widget tree diffed) is not SwiftUI's: their allocations and times against "
      + "the UIKit-shaped ones measure that kit, and compare only among themselves."
  }

  private func summary() -> String {
    (markdown ? "**" : "") + summaryLine + (markdown ? "**" : "")
  }

  /// The closing verdict: PASSED, or FAILED with how many scenarios failed and why.
  var summaryLine: String {
    let scenarios = report.scenarios
    let failedScenarios = scenarios.filter { !$0.passed }.count
    let expectations = scenarios.flatMap(\.runs).flatMap(\.failures).filter {
      $0.kind == .expectation
    }.count
    let divergences = scenarios.filter { !$0.agree }.count
    let leaks = scenarios.flatMap(\.runs).filter { !$0.leaked.isEmpty }.count
    // A screen that could not be driven (a widget it does not have) is said too, when there is
    // one: otherwise a scenario failing only for that reads as failing for nothing.
    let screens = scenarios.flatMap(\.runs).flatMap(\.failures).filter { $0.kind == .screen }
      .count
    let verdict =
      report.passed
      ? "PASSED: every expectation held and all architectures agreed"
      : "FAILED: \(failedScenarios) of \(scenarios.count) scenarios failed (\(expectations) failed "
        + "expectation\(expectations == 1 ? "" : "s"), \(divergences) divergence"
        + "\(divergences == 1 ? "" : "s"), \(leaks) leak\(leaks == 1 ? "" : "s")"
        + (screens == 0
          ? "" : ", \(screens) step\(screens == 1 ? "" : "s") the screen could not perform")
        + ")"
    return verdict + "."
  }

  static func count(_ value: Double) -> String {
    TextLayout.number(value, format: value >= 100 ? "%.0f" : "%.1f")
  }
}
