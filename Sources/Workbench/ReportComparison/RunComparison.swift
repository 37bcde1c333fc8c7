import Foundation
import ScenarioReplay
import TimingStatistics

/// Two reports of the same scenarios compared: every timing cell's change with a verdict drawn
/// from the raw samples, every change in a counted figure, and what differs in how they were
/// made.
///
/// ```swift
/// let comparison = RunComparison(old: yesterday, new: today, threshold: 0.05)
/// if comparison.hasRegression { … }
/// ```
public struct RunComparison: Codable, Sendable, Equatable {
  /// How a figure changed.
  public enum Verdict: String, Codable, Sendable {
    /// Slower (or more counted) beyond the threshold, and significantly so.
    case regressed
    /// Faster (or less counted) beyond the threshold, and significantly so.
    case improved
    /// Within the threshold.
    case unchanged
    /// The change looks larger than the threshold, but the samples cannot confirm it.
    case tooNoisy = "too noisy"
    /// A counted figure that is neither better nor worse changed (a result).
    case changed
    /// The two runs timed against different references, so their timings are shown and not
    /// judged: only nanoseconds per event are left to compare, and they move with the machine.
    case notComparable = "not comparable"
    /// An absolute time (the baseline's own ns/event) beyond the threshold: shown, not judged.
    /// Absolute times move with the machine by more than any useful threshold (by up to 60%
    /// between two runs of one build an hour apart on a shared 2-core machine); ratios to the
    /// baseline, taken in the same rounds, do not, and they are what is judged.
    case notJudged = "not judged"
  }

  /// One scenario and architecture timed in both reports.
  public struct TimingChange: Codable, Sendable, Equatable {
    /// The scenario's name.
    public var scenario: String
    /// The architecture's name.
    public var architecture: String
    /// What was compared: `ratio` (to the baseline, per round) or `ns/event` (for the
    /// baseline itself, or when either report has no ratio).
    public var measure: String
    /// The old median of the measure.
    public var old: Double
    /// The new median of the measure.
    public var new: Double
    /// `new / old − 1`.
    public var change: Double
    /// A seeded 95% bootstrap interval of ``change``.
    public var interval: ClosedInterval
    /// The old and new median nanoseconds per event.
    public var nanosecondsPerEvent: ClosedInterval
    /// The two-sided Mann–Whitney U p-value of old against new samples.
    public var pValue: Double
    /// ``pValue`` adjusted by Holm's method over every timing cell of the comparison.
    public var adjustedPValue: Double
    /// The least and the largest change from any process of the old run to any process of
    /// the new (each process's median); a run in one process counts as one.
    public var betweenProcesses: ClosedInterval
    /// The verdict.
    public var verdict: Verdict
  }

  /// One counted figure that differs between the reports.
  public struct CountChange: Codable, Sendable, Equatable {
    /// The scenario's name.
    public var scenario: String
    /// The architecture's name.
    public var architecture: String
    /// The figure, such as `allocations/event`.
    public var figure: String
    /// The old value, as written.
    public var old: String
    /// The new value, as written.
    public var new: String
    /// Regressed when the cost went up, improved when down, changed for a result.
    public var verdict: Verdict
  }

  /// The practical threshold: relative changes within it are unchanged, whatever their
  /// significance.
  public var threshold: Double
  /// The significance level of each cell's Mann–Whitney U test.
  public var significance: Double
  /// The old report's environment.
  public var oldEnvironment: EnvironmentInfo
  /// The new report's environment.
  public var newEnvironment: EnvironmentInfo
  /// Whether the new report passed (every expectation held, all agreed, nothing leaked).
  public var newReportPassed: Bool
  /// Every timing cell in both reports.
  public var timings: [TimingChange]
  /// Each architecture's change over every scenario, against the others: what decides a
  /// timing regression.
  public var architectureChanges: [ArchitectureChange]
  /// Every counted figure that changed.
  public var counts: [CountChange]
  /// Scenarios and architectures found in one report only.
  public var unmatched: [String]
  /// Ways the two reports were made differently that make timings less comparable.
  public var warnings: [String]

  /// Whether anything regressed: an architecture's timing over all its scenarios, or a counted
  /// figure.
  public var hasRegression: Bool {
    architectureChanges.contains { $0.verdict == .regressed }
      || counts.contains { $0.verdict == .regressed }
  }

  /// Compares `old` with `new`.
  ///
  /// - Parameters:
  ///   - old: The earlier report.
  ///   - new: The later report.
  ///   - threshold: The practical threshold, as a fraction (default: 5%).
  ///   - significance: The significance level of each cell's test (default: 5%).
  public init(
    old: WorkbenchReport, new: WorkbenchReport, threshold: Double = 0.05,
    significance: Double = 0.05
  ) {
    self.threshold = threshold
    self.significance = significance
    oldEnvironment = old.environment
    newEnvironment = new.environment
    newReportPassed = new.passed
    warnings = Self.warnings(old: old, new: new)
    unmatched = Self.unmatched(old: old, new: new)
    var cells: [TimingChange] = []
    var counts: [CountChange] = []
    let names = new.summaries.map(\.architecture)
    let oldScenarios = ScenarioMatching(old)
    let newScenarios = ScenarioMatching(new)
    for scenario in new.scenarios {
      guard let before = oldScenarios.counterpart(of: scenario, from: newScenarios) else {
        continue
      }
      let label = newScenarios.label(of: scenario)
      for run in scenario.runs {
        guard let earlier = before.runs.first(where: { $0.architecture == run.architecture })
        else { continue }
        counts += Self.countChanges(scenario: label, old: earlier, new: run)
      }
      for name in names {
        guard var cell = Self.timingChange(of: name, old: (old, before), new: (new, scenario))
        else { continue }
        cell.scenario = label
        cells.append(cell)
      }
    }
    let adjusted = Resampling.holm(cells.map(\.pValue))
    for index in cells.indices {
      cells[index].adjustedPValue = adjusted[index]
      cells[index].verdict = Self.verdict(
        cells[index], threshold: threshold, significance: significance)
      if Self.referencesDiffer(old: old, new: new) && cells[index].verdict != .unchanged {
        cells[index].verdict = .notComparable
      }
    }
    let architectures = Self.decide(
      &cells, threshold: threshold, referencesDiffer: Self.referencesDiffer(old: old, new: new))
    self.timings = cells
    self.architectureChanges = architectures
    self.counts = counts
  }

  /// The architectures and scenarios found in one report only: those of the old report, then
  /// those of the new.
  private static func unmatched(old: WorkbenchReport, new: WorkbenchReport) -> [String] {
    var unmatched: [String] = []
    let names = new.summaries.map(\.architecture)
    for name in old.summaries.map(\.architecture) where !names.contains(name) {
      unmatched.append("architecture \(name): only in the old report")
    }
    for name in names where !old.summaries.contains(where: { $0.architecture == name }) {
      unmatched.append("architecture \(name): only in the new report")
    }
    let oldScenarios = ScenarioMatching(old)
    let newScenarios = ScenarioMatching(new)
    for scenario in old.scenarios
    where newScenarios.counterpart(of: scenario, from: oldScenarios) == nil {
      unmatched.append("scenario \(oldScenarios.label(of: scenario)): only in the old report")
    }
    for scenario in new.scenarios
    where oldScenarios.counterpart(of: scenario, from: newScenarios) == nil {
      unmatched.append("scenario \(newScenarios.label(of: scenario)): only in the new report")
    }
    return unmatched
  }

  /// The change in architecture `name`'s timing of one scenario, as it is in the old and the
  /// new report, with its verdict still to be given; `nil` when either report has no samples.
  ///
  /// It compares the per-round ratios to the baseline when both reports have them against the
  /// same baseline, and the nanoseconds per event otherwise.
  private static func timingChange(
    of name: String, old: (report: WorkbenchReport, scenario: ScenarioReport),
    new: (report: WorkbenchReport, scenario: ScenarioReport)
  ) -> TimingChange? {
    guard let oldTiming = old.report.timing(of: name, in: old.scenario),
      let newTiming = new.report.timing(of: name, in: new.scenario)
    else { return nil }
    let oldRatios = ratios(oldTiming, baseline: old.scenario.baselineTiming)
    let newRatios = ratios(newTiming, baseline: new.scenario.baselineTiming)
    let useRatio =
      old.report.baseline == new.report.baseline && name != new.report.baseline
      && !oldRatios.isEmpty && !newRatios.isEmpty
    let oldSamples = useRatio ? oldRatios : oldTiming.samples
    let newSamples = useRatio ? newRatios : newTiming.samples
    guard !oldSamples.isEmpty, !newSamples.isEmpty else { return nil }
    let oldMedian = Resampling.median(oldSamples)
    let newMedian = Resampling.median(newSamples)
    let interval = Resampling.interval([oldSamples, newSamples], iterations: 1_000) {
      Resampling.median($0[1]) / Swift.max(Resampling.median($0[0]), 1e-12) - 1
    }
    let p = Resampling.mannWhitneyP(oldSamples, newSamples)
    let oldProcesses = processMedians(oldSamples, counts: oldTiming.processSamples)
    let newProcesses = processMedians(newSamples, counts: newTiming.processSamples)
    let floor = 1e-12
    let betweenProcesses = ClosedInterval(
      lower: (newProcesses.min() ?? newMedian) / Swift.max(oldProcesses.max() ?? oldMedian, floor)
        - 1,
      upper: (newProcesses.max() ?? newMedian) / Swift.max(oldProcesses.min() ?? oldMedian, floor)
        - 1)
    return TimingChange(
      scenario: new.scenario.name, architecture: name, measure: useRatio ? "ratio" : "ns/event",
      old: oldMedian, new: newMedian, change: newMedian / Swift.max(oldMedian, 1e-12) - 1,
      interval: interval,
      nanosecondsPerEvent: ClosedInterval(
        lower: Resampling.median(oldTiming.samples),
        upper: Resampling.median(newTiming.samples)),
      pValue: p, adjustedPValue: p, betweenProcesses: betweenProcesses, verdict: .unchanged)
  }

  private static func countChanges(
    scenario: String, old: ArchitectureRun, new: ArchitectureRun
  ) -> [CountChange] {
    var changes: [CountChange] = []
    func add(_ figure: String, _ before: String, _ after: String, _ verdict: Verdict) {
      changes.append(
        CountChange(
          scenario: scenario, architecture: new.architecture, figure: figure, old: before,
          new: after, verdict: verdict))
    }
    if old.result != new.result { add("result", old.result, new.result, .changed) }
    if old.passed != new.passed {
      add(
        "passed", "\(old.passed)", "\(new.passed)", new.passed ? .improved : .regressed)
    }
    let figures: [(String, (ArchitectureRun) -> Double?)] = [
      ("allocations/event", { $0.allocationsPerEvent }),
      ("messages/event", { $0.messages?.messagesPerEvent }),
      ("label updates/event", { $0.messages?.labelUpdatesPerEvent }),
      ("bodies/event", { $0.bodies?.evaluationsPerEvent }),
      ("wasted bodies/event", { $0.bodies?.wastedPerEvent }),
      ("bytes scanned/event", { $0.scannedBytesPerEvent }),
    ]
    for (figure, value) in figures {
      guard let before = value(old), let after = value(new), before != after else { continue }
      add(
        figure, Self.decimal(before), Self.decimal(after), after > before ? .regressed : .improved)
    }
    if old.leaked != new.leaked {
      let before = old.leaked.isEmpty ? "none" : old.leaked.joined(separator: ", ")
      let after = new.leaked.isEmpty ? "none" : new.leaked.joined(separator: ", ")
      add("leaks", before, after, new.leaked.count > old.leaked.count ? .regressed : .improved)
    }
    return changes
  }

  /// A counted figure with up to four decimals and no trailing zeros.
  static func decimal(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
