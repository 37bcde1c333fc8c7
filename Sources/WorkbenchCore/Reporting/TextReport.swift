import Foundation

/// The human-readable report: the comparison table, what went wrong, the timing, the summary.
///
/// The same content renders for the terminal or as GitHub Markdown.
struct TextReport {
  let report: WorkbenchReport
  let markdown: Bool

  var rendered: String {
    var sections = [heading(), results()]
    if let problems = problems() { sections.append(problems) }
    if let timing = timing() { sections.append(timing) }
    if let messages = messages() { sections.append(messages) }
    sections.append(summary())
    return sections.joined(separator: "\n\n") + "\n"
  }

  private func title(_ text: String) -> String {
    markdown ? "## \(text)" : "\(text):"
  }

  private func table(_ table: TextTable) -> String {
    markdown ? table.markdown : table.plainText
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
    var results = TextTable(header: ["scenario", "events"] + report.architectures)
    for scenario in report.scenarios {
      let cells = report.architectures.map { name -> String in
        guard let run = scenario.runs.first(where: { $0.architecture == name }) else { return "" }
        return (run.passed ? "pass " : "FAIL ") + Preview.short(run.result)
      }
      results.append([scenario.name, "\(scenario.events)"] + cells)
    }
    return title("Results (pass or FAIL, then the result label's final text)") + "\n"
      + (markdown ? "\n" : "") + table(results)
  }

  private func problems() -> String? {
    var lines: [String] = []
    for scenario in report.scenarios {
      if let divergence = scenario.divergence {
        let event = divergence.event == 0 ? "once loaded" : "after event \(divergence.event)"
        lines.append(
          "\(scenario.path):\(divergence.line): divergence \(event) "
            + "(\(divergence.divergentEvents) event\(divergence.divergentEvents == 1 ? "" : "s")"
            + " disagree in all):")
        for group in divergence.shown {
          lines.append(
            "    \(group.architectures.joined(separator: ", ")): token \(quoted(group.token)), "
              + "input \(quoted(group.input)), result \(quoted(group.result))")
        }
      }
      for run in scenario.runs {
        for failure in run.failures where failure.kind != .divergence {
          lines.append("\(scenario.path):\(failure.line): \(run.architecture): \(failure.message)")
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    let body = markdown ? "```\n" + lines.joined(separator: "\n") + "\n```" : lines.joined(
      separator: "\n")
    return title("Problems") + "\n" + (markdown ? "\n" : "") + body
  }

  private func timing() -> String? {
    guard let baseline = report.baseline else { return nil }
    let timed = report.scenarios.filter { $0.baselineTiming != nil }
    guard !timed.isEmpty else {
      return title("Timing") + "\nNothing was timed: timing runs only on scenarios that pass."
    }
    let others = report.architectures.filter { $0 != baseline }
    var perScenario = TextTable(header: ["scenario", "\(baseline) ns/event"] + others)
    for scenario in timed {
      let baseCell = scenario.baselineTiming.map(Self.nanoseconds) ?? ""
      let cells = others.map { name in
        scenario.runs.first { $0.architecture == name }?.timing.map(Self.ratioCell) ?? ""
      }
      perScenario.append([scenario.name, baseCell] + cells)
    }
    var overall = TextTable(
      header: ["architecture", "ratio to \(baseline) (geometric mean)", "ns per screen (median)"])
    for name in [baseline] + others {
      let timings = timed.compactMap { scenario in
        name == baseline
          ? scenario.baselineTiming
          : scenario.runs.first { $0.architecture == name }?.timing
      }
      let ratios = timings.compactMap(\.ratioToBaseline).filter { $0 > 0 }
      let mean =
        ratios.isEmpty ? "" : Self.ratio(exp(ratios.map { log($0) }.reduce(0, +) / Double(ratios.count)))
      let screens = Statistics(timings.map(\.nanosecondsPerScreen.median)).median
      overall.append([name, name == baseline ? "1.00× (baseline)" : mean, Self.count(screens)])
    }
    let legend =
      "Cells: median ns per event, then the median ratio to \(baseline) with its 95% interval. "
      + "≈ the interval contains 1 (indistinguishable from \(baseline)); ~ noisy (spread over 10%)."
    return title("Timing (ns per event; ratio to \(baseline))") + "\n" + (markdown ? "\n" : "")
      + table(perScenario) + "\n\n" + table(overall) + "\n\n" + legend
  }

  private func messages() -> String? {
    let counted = report.scenarios.flatMap(\.runs).contains { $0.messages != nil }
    guard counted else { return nil }
    var table = TextTable(header: ["architecture", "messages/event", "label updates/event", "leaks"])
    for name in report.architectures {
      let runs = report.scenarios.compactMap { $0.runs.first { $0.architecture == name } }
      let counts = runs.compactMap(\.messages)
      let messages = counts.map(\.messagesPerEvent).reduce(0, +) / Double(max(1, counts.count))
      let updates = counts.map(\.labelUpdatesPerEvent).reduce(0, +) / Double(max(1, counts.count))
      let leaks = runs.filter { !$0.leaked.isEmpty }.count
      table.append([
        name, String(format: "%.2f", messages), String(format: "%.2f", updates),
        leaks == 0 ? "none" : "\(leaks) scenario\(leaks == 1 ? "" : "s")",
      ])
    }
    return title("Messages across role boundaries (mean over scenarios)") + "\n"
      + (markdown ? "\n" : "") + self.table(table)
  }

  private func summary() -> String {
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
    return (markdown ? "**" : "") + "\(verdict)." + (markdown ? "**" : "")
  }

  static func nanoseconds(_ timing: TimingReport) -> String {
    guard let event = timing.nanosecondsPerEvent else { return "no events" }
    return count(event.median) + " ns" + (timing.noisy ? " ~" : "")
  }

  static func ratioCell(_ timing: TimingReport) -> String {
    guard let event = timing.nanosecondsPerEvent, let ratio = timing.ratioToBaseline else {
      return "no events"
    }
    var cell = count(event.median) + " ns " + Self.ratio(ratio)
    if let interval = timing.ratioInterval {
      cell += " [" + String(format: "%.2f", interval.lower) + "–"
        + String(format: "%.2f", interval.upper) + "]"
    }
    if timing.verdict == .indistinguishable { cell += " ≈" }
    if timing.noisy { cell += " ~" }
    return cell
  }

  static func ratio(_ value: Double) -> String {
    String(format: "%.2f×", value)
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
