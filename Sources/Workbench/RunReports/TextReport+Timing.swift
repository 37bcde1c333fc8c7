import Diagnostics
import Foundation
import ReportLayout
import ScenarioReplay
import TimingStatistics

/// The timing section: each architecture's time against the baseline's, overall and per
/// scenario, and the formats of its cells.
extension TextReport {
  /// The timing section: each table after its legend, or why nothing was timed.
  func timing() -> String? {
    guard let baseline = report.baseline else {
      return report.timingNote.map { (markdown ? "**Timing:** " : "Timing: ") + shown($0) }
    }
    let timed = report.scenarios.filter { $0.baselineTiming != nil }
    guard !timed.isEmpty else {
      return title("Timing") + "\nNothing was timed: timing runs only on scenarios that pass."
    }
    let others = report.architectures.filter { $0 != baseline }
    let overall = overallTiming(timed, baseline: baseline, others: others)
    let perScenario = perScenarioTiming(timed, baseline: baseline, others: others)
    // The baseline's name comes from the report (a saved run is data): quoted as any value.
    let overallLegend = overallTimingLegend(timed, baseline: shown(baseline), others: others)
    let perScenarioLegend = Self.perScenarioTimingLegend(baseline: shown(baseline))
    var text =
      title("Timing") + "\n" + (markdown ? "\n" : "") + legend(overallLegend) + "\n"
      + (markdown ? "\n" : "") + table(overall) + "\n\n" + legend(perScenarioLegend) + "\n"
      + (markdown ? "\n" : "") + table(perScenario)
    if let shortfall = sampleShortfall(timed, baseline: baseline) {
      text += "\n\n" + legend(shortfall)
    }
    return text
  }

  /// One row per architecture, the baseline first: its time per event and per screen, and its
  /// ratio to the baseline with how many scenarios it was slower, the same, faster or unclear.
  private func overallTiming(
    _ timed: [ScenarioReport], baseline: String, others: [String]
  ) -> TextTable {
    var overall = TextTable(header: [
      "architecture", "ns/event", "frame", "ratio to \(baseline) [95%]",
      "slower/same/faster/unclear", "ns/screen",
    ])
    for name in [baseline] + others {
      let timings = timed.compactMap { report.timing(of: name, in: $0) }
      let summary = report.summaries.first { $0.architecture == name }
      let verdicts = [summary?.slower, summary?.same, summary?.faster, summary?.unclear].map {
        "\($0 ?? 0)"
      }
      overall.append([
        name, summary?.nanosecondsPerEvent.map(Self.count) ?? "",
        summary?.nanosecondsPerEvent.map(FrameBudget.share) ?? "",
        name == baseline
          ? "1.00 (baseline)"
          : summary?.ratioToBaseline.map { Self.ratio($0, interval: summary?.ratioInterval) } ?? "",
        name == baseline ? "" : verdicts.joined(separator: "/"),
        Self.count(Statistics(timings.map(\.nanosecondsPerScreen.median)).median),
      ])
    }
    return overall
  }

  /// One row per timed scenario: the baseline's time per event, then each other
  /// architecture's ratio to it.
  private func perScenarioTiming(
    _ timed: [ScenarioReport], baseline: String, others: [String]
  ) -> TextTable {
    var perScenario = TextTable(header: ["scenario", baseline] + others)
    for scenario in timed {
      let baseCell = scenario.baselineTiming.map(Self.nanoseconds) ?? ""
      let cells = others.map { name in
        scenario.runs.first { $0.architecture == name }?.timing.map(Self.ratioCell) ?? ""
      }
      perScenario.append([Quoting.terminal(scenario.name), baseCell] + cells)
    }
    return perScenario
  }

  /// What the overall table's columns mean, and how many of its verdicts chance alone would
  /// get wrong.
  private func overallTimingLegend(
    _ timed: [ScenarioReport], baseline: String, others: [String]
  ) -> String {
    let verdictCount = timed.reduce(0) { count, scenario in
      count + others.filter { report.timing(of: $0, in: scenario) != nil }.count
    }
    return "ns/event: median nanoseconds to handle one event (the edit, every message it sets off "
      + "and the label update); frame: the share of one 120 Hz frame (8.3 ms, the time to "
      + "handle a keystroke and draw it) that one event takes; ns/screen: median nanoseconds to build and load a fresh screen, "
      + "before any event. Per architecture: geometric means over the \(timed.count) timed "
      + "scenarios of each architecture's time divided by \(baseline)'s in the same round, with "
      + "a seeded 95% bootstrap interval; slower/same/faster/unclear counts the scenarios whose "
      + "95% interval of that ratio lies above 1, is within ±10% of 1 (or the ratio within ±2%), "
      + "lies below 1, or is too wide to tell. A ratio within ±2% of 1 is never slower or "
      + "faster. Of \(verdictCount) scenario ratios, about "
      + "\(String(format: "%.0f", Double(verdictCount) * 0.05)) would fall outside their 95% "
      + "interval by chance alone."
  }

  /// What the per-scenario table's cells and marks mean.
  private static func perScenarioTimingLegend(baseline: String) -> String {
    "Per scenario: \(baseline)'s median ns per event, then each architecture's median ratio "
      + "to it, with as many digits as its interval supports (≈ the same: within ±2%, or the "
      + "interval within ±10% of 1; ? unclear: the interval contains 1 but is wider; ~ noisy: "
      + "spread over 10%)."
  }

  /// How many scenarios took fewer of the baseline's samples than asked, and why; `nil` when
  /// none did.
  private func sampleShortfall(_ timed: [ScenarioReport], baseline: String) -> String? {
    let short = timed.compactMap { report.timing(of: baseline, in: $0) }.filter {
      $0.samples.count < $0.requestedSamples
    }
    guard let first = short.first else { return nil }
    let taken = short.map(\.samples.count)
    return "Fewer samples than the \(first.requestedSamples) asked in \(short.count) scenario"
      + "\(short.count == 1 ? "" : "s") (\(taken.min() ?? 0) to \(taken.max() ?? 0) taken): "
      + "\(first.shortfall ?? "the time budget ran out")" + "."
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
    var text = TextLayout.number(value, format: format)
    if bracketed, let interval {
      text +=
        " [" + TextLayout.number(interval.lower, format: format) + "–"
        + TextLayout.number(interval.upper, format: format) + "]"
    }
    return text
  }
}
