import ArchitectureDescriptor
import Diagnostics
import Foundation
import ReportLayout

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
    sections.append(summary())
    let text = sections.joined(separator: "\n\n") + "\n"
    return markdown ? text : TextLayout.fit(text, width: width)
  }

  private func title(_ text: String) -> String {
    markdown ? "## \(text)" : "\(text):"
  }

  /// A legend: a paragraph wrapped to the width in plain text, left to the renderer in Markdown.
  private func legend(_ text: String) -> String {
    markdown ? text : TextLayout.wrap(text, width: width).joined(separator: "\n")
  }

  private func table(_ table: TextTable) -> String {
    markdown ? table.markdown : table.plainText(width: width)
  }

  private func heading() -> String {
    let environment = report.environment
    let scenarios = report.scenarios.count
    let names = report.architectures.joined(separator: ", ")
    var lines = [
      (markdown ? "# " : "")
        + "Architecture Workbench: \(scenarios) scenario\(scenarios == 1 ? "" : "s") on \(names)",
      "Environment: \(environment.cpu) × \(environment.cpuCount), \(environment.operatingSystem), "
        + "Swift \(environment.swiftVersion), \(environment.buildConfiguration) build, "
        + environment.date,
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
    for scenario in report.scenarios {
      results.append([
        Quoting.terminal(scenario.name), "\(scenario.events)", Self.outcome(of: scenario),
      ])
    }
    let count = report.architectures.count
    return title("Results") + "\n" + (markdown ? "\n" : "")
      + legend(
        "pass or FAIL, then the result label's final text"
          + (count == 1
            ? "."
            : ": \"all \(count) show\" when every architecture agrees, otherwise one entry per "
              + "group of architectures that agree."))
      + "\n" + (markdown ? "\n" : "") + table(results)
  }

  /// `pass · all 7 show 34` when every architecture passed or failed alike and showed the same,
  /// otherwise one `verdict result: architectures` group per outcome.
  static func outcome(of scenario: ScenarioReport) -> String {
    var groups: [(verdict: String, result: String, names: [String])] = []
    for run in scenario.runs {
      let verdict = run.passed ? "pass" : "FAIL"
      let result = Preview.short(run.result)
      if let index = groups.firstIndex(where: { $0.verdict == verdict && $0.result == result }) {
        groups[index].names.append(run.architecture)
      } else {
        groups.append((verdict, result, [run.architecture]))
      }
    }
    guard groups.count > 1 else {
      guard let only = groups.first else { return "no architecture ran" }
      let who = only.names.count == 1 ? "\(only.names[0]) shows" : "all \(only.names.count) show"
      return "\(only.verdict) · \(who) \(only.result)"
    }
    return groups.map { "\($0.verdict) \($0.result): \($0.names.joined(separator: ", "))" }
      .joined(separator: " · ")
  }

  private func problems() -> String? {
    var lines: [String] = []
    for scenario in report.scenarios {
      if let divergence = scenario.divergence {
        let event = divergence.event == 0 ? "once loaded" : "after event \(divergence.event)"
        lines += located(
          "\(Quoting.terminal(scenario.path)):\(divergence.line):",
          "divergence \(event) "
            + "(\(divergence.divergentEvents) of \(scenario.events + 1) screen states differ):")
        for group in divergence.shown {
          lines.append(
            "    \(group.architectures.joined(separator: ", ")): token \(Quoting.literal(group.token)), "
              + "input \(Quoting.literal(group.input)), result \(Quoting.literal(group.result))")
        }
      }
      let place = { (line: Int) in "\(Quoting.terminal(scenario.path)):\(line):" }
      let shared = Self.failuresSharedByAll(scenario)
      for failure in shared {
        let verdict =
          failure.kind == .expectation
          ? "; they all agree, so the expectation is probably wrong" : ""
        lines += located(
          place(failure.line),
          "all \(scenario.runs.count) architectures: \(failure.message)\(verdict)")
      }
      for run in scenario.runs {
        for failure in run.failures where failure.kind != .divergence {
          guard !shared.contains(failure) else { continue }
          lines += located(place(failure.line), "\(run.architecture): \(failure.message)")
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    let body =
      markdown
      ? "```\n" + lines.joined(separator: "\n") + "\n```"
      : lines.joined(
        separator: "\n")
    return title("Problems") + "\n" + (markdown ? "\n" : "") + body
  }

  /// The failures every one of two or more architectures had, word for word: said once, since
  /// what they all agree on is more likely right than the scenario's expectation.
  static func failuresSharedByAll(_ scenario: ScenarioReport) -> [Failure] {
    guard scenario.runs.count > 1, let first = scenario.runs.first else { return [] }
    return first.failures.filter { failure in
      failure.kind != .divergence && scenario.runs.allSatisfy { $0.failures.contains(failure) }
    }
  }

  /// `file:line: message` on one line when it fits, else the place alone and the message under
  /// it, so that the place stays whole for editors that jump to it.
  private func located(_ place: String, _ message: String) -> [String] {
    let line = place + " " + message
    guard !markdown, TextLayout.width(of: line) > width else { return [line] }
    return [place] + TextLayout.wrap(message, width: width - 4).map { "    " + $0 }
  }

  private func timing() -> String? {
    guard let baseline = report.baseline else {
      return report.timingNote.map { (markdown ? "**Timing:** " : "Timing: ") + $0 }
    }
    let timed = report.scenarios.filter { $0.baselineTiming != nil }
    guard !timed.isEmpty else {
      return title("Timing") + "\nNothing was timed: timing runs only on scenarios that pass."
    }
    let others = report.architectures.filter { $0 != baseline }
    var overall = TextTable(header: [
      "architecture", "ns/event", "ratio to \(baseline) [95%]", "slower/same/faster/unclear",
      "ns/screen",
    ])
    var perScenario = TextTable(header: ["scenario", baseline] + others)
    for scenario in timed {
      let baseCell = scenario.baselineTiming.map(Self.nanoseconds) ?? ""
      let cells = others.map { name in
        scenario.runs.first { $0.architecture == name }?.timing.map(Self.ratioCell) ?? ""
      }
      perScenario.append([Quoting.terminal(scenario.name), baseCell] + cells)
    }
    for name in [baseline] + others {
      let timings = timed.compactMap { report.timing(of: name, in: $0) }
      let summary = report.summaries.first { $0.architecture == name }
      let verdicts = [summary?.slower, summary?.same, summary?.faster, summary?.unclear].map {
        "\($0 ?? 0)"
      }
      overall.append([
        name, summary?.nanosecondsPerEvent.map(Self.count) ?? "",
        name == baseline
          ? "1.00 (baseline)"
          : summary?.ratioToBaseline.map { Self.ratio($0, interval: summary?.ratioInterval) } ?? "",
        name == baseline ? "" : verdicts.joined(separator: "/"),
        Self.count(Statistics(timings.map(\.nanosecondsPerScreen.median)).median),
      ])
    }
    let verdictCount = timed.reduce(0) { count, scenario in
      count + others.filter { report.timing(of: $0, in: scenario) != nil }.count
    }
    let overallLegend =
      "ns/event: median nanoseconds to handle one event (the edit, every message it sets off "
      + "and the label update); ns/screen: median nanoseconds to build and load a fresh screen, "
      + "before any event. Per architecture: geometric means over the \(timed.count) timed "
      + "scenarios of each architecture's time divided by \(baseline)'s in the same round, with "
      + "a seeded 95% bootstrap interval; slower/same/faster/unclear counts the scenarios whose "
      + "95% interval of that ratio lies above 1, is within ±10% of 1 (or the ratio within ±2%), "
      + "lies below 1, or is too wide to tell. A ratio within ±2% of 1 is never slower or "
      + "faster. Of \(verdictCount) scenario ratios, about "
      + "\(String(format: "%.0f", Double(verdictCount) * 0.05)) would fall outside their 95% "
      + "interval by chance alone."
    let perScenarioLegend =
      "Per scenario: \(baseline)'s median ns per event, then each architecture's median ratio "
      + "to it, with as many digits as its interval supports (≈ the same: within ±2%, or the "
      + "interval within ±10% of 1; ? unclear: the interval contains 1 but is wider; ~ noisy: "
      + "spread over 10%)."
    var text =
      title("Timing") + "\n" + (markdown ? "\n" : "") + legend(overallLegend) + "\n"
      + (markdown ? "\n" : "") + table(overall) + "\n\n" + legend(perScenarioLegend) + "\n"
      + (markdown ? "\n" : "") + table(perScenario)
    let short = timed.compactMap { report.timing(of: baseline, in: $0) }.filter {
      $0.samples.count < $0.requestedSamples
    }
    if let first = short.first {
      let taken = short.map(\.samples.count)
      text +=
        "\n\n"
        + legend(
          "Fewer samples than the \(first.requestedSamples) asked in \(short.count) scenario"
            + "\(short.count == 1 ? "" : "s") (\(taken.min() ?? 0) to \(taken.max() ?? 0) taken): "
            + "\(first.shortfall ?? "the time budget ran out")" + ".")
    }
    return text
  }

  private func messages() -> String? {
    let counted = report.scenarios.flatMap(\.runs).contains { $0.messages != nil }
    guard counted else { return nil }
    let figures = RunFigure.all
    var table = TextTable(header: ["architecture"] + figures.map(\.title))
    var leaking: [String] = []
    for name in report.architectures {
      let runs = report.scenarios.compactMap { $0.runs.first { $0.architecture == name } }
      let leaks = runs.filter { !$0.leaked.isEmpty }.count
      if leaks > 0 { leaking.append("\(name) in \(leaks) scenario\(leaks == 1 ? "" : "s")") }
      table.append([name] + figures.map { $0.text(for: name, in: report) ?? "" })
    }
    let explanation =
      "Counted, not timed, so the same on every run; per event, means over scenarios unless "
      + "said otherwise. "
      + figures.map { "\($0.title): \($0.explanation)" }.joined(separator: "; ")
    let leaks =
      "Leaks (kit objects alive after the screen was released): "
      + (leaking.isEmpty ? "none." : leaking.joined(separator: ", ") + ".")
    return title("Messages across role boundaries (mean over scenarios)") + "\n"
      + (markdown ? "\n" : "") + legend(explanation + ".") + "\n" + (markdown ? "\n" : "")
      + self.table(table) + "\n" + (markdown ? "\n" : "") + legend(leaks)
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
    let verdict =
      report.passed
      ? "PASSED: every expectation held and all architectures agreed"
      : "FAILED: \(failedScenarios) of \(scenarios.count) scenarios failed (\(expectations) failed "
        + "expectation\(expectations == 1 ? "" : "s"), \(divergences) divergence"
        + "\(divergences == 1 ? "" : "s"), \(leaks) leak\(leaks == 1 ? "" : "s"))"
    return verdict + "."
  }

  static func nanoseconds(_ timing: TimingReport) -> String {
    guard let event = timing.nanosecondsPerEvent else { return "no events" }
    return count(event.median) + " ns" + (timing.noisy ? " ~" : "")
  }

  static func ratioCell(_ timing: TimingReport) -> String {
    guard let ratio = timing.ratioToBaseline else { return "no events" }
    let mark =
      switch timing.verdict {
      case .indistinguishable: " ≈"
      case .unclear: " ?"
      default: ""
      }
    return Self.ratio(ratio, interval: timing.ratioInterval, bracketed: false) + mark
      + (timing.noisy ? " ~" : "")
  }

  /// `ratio` with the digits its interval supports (one decimal when the interval spans 0.5
  /// or more, else two), and the interval in brackets when `bracketed`.
  static func ratio(_ value: Double, interval: ClosedInterval?, bracketed: Bool = true) -> String {
    let wide = (interval.map { $0.upper - $0.lower } ?? 0) >= 0.5
    let format = wide ? "%.1f" : "%.2f"
    var text = String(format: format, value)
    if bracketed, let interval {
      text +=
        " [" + String(format: format, interval.lower) + "–"
        + String(format: format, interval.upper) + "]"
    }
    return text
  }

  static func count(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
  }
}

extension Preview {
  /// Returns `text`, or its first 16 characters and `…`, for table cells.
  static func short(_ text: String) -> String {
    text.count <= 20 ? text : String(text.prefix(16)) + "…"
  }
}
