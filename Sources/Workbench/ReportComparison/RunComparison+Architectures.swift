import Foundation
import TimingStatistics

extension RunComparison {
  /// One architecture's change over all the scenarios timed in both reports, against the pace
  /// of the others: what the gate decides on.
  public struct ArchitectureChange: Codable, Sendable, Equatable {
    /// The architecture's name (the baseline's included).
    public var architecture: String
    /// How many scenarios the change is taken over.
    public var scenarios: Int
    /// The geometric mean over scenarios of the change in its nanoseconds per event, divided
    /// by the median change of every architecture in the same scenario, minus one.
    public var change: Double
    /// A seeded 95% bootstrap interval of ``change``, resampling the scenarios.
    public var interval: ClosedInterval
    /// Regressed or improved when the whole interval lies beyond the threshold, and so does
    /// the change from every process of the old run to every process of the new, over the
    /// scenarios.
    public var verdict: Verdict
  }

  /// Each architecture's verdict, and the cells' verdicts made to agree with it: a cell is a
  /// regression (or an improvement) only within an architecture that is one.
  static func decide(
    _ cells: inout [TimingChange], threshold: Double, referencesDiffer: Bool
  ) -> [ArchitectureChange] {
    var architectures = Self.architectureChanges(cells, threshold: threshold)
    // Runs timed against different references are shown, not judged (as their cells are).
    if referencesDiffer {
      for index in architectures.indices where architectures[index].verdict != .unchanged {
        architectures[index].verdict = .notComparable
      }
    }
    // A cell is a regression (or an improvement) only within an architecture that is one over
    // all its scenarios: one scenario's ratio moves by up to a quarter between two runs of one
    // build on a quiet machine, so alone it is evidence, not a verdict.
    for index in cells.indices {
      let overall = architectures.first { $0.architecture == cells[index].architecture }?.verdict
      if [.regressed, .improved].contains(cells[index].verdict), overall != cells[index].verdict {
        cells[index].verdict = .tooNoisy
      }
    }
    return architectures
  }

  /// Each architecture's change against the others, from the timing cells.
  ///
  /// In each scenario, an architecture's change is its new median nanoseconds per event over
  /// its old, divided by the median of that ratio over every architecture timed there (the
  /// baseline included): a machine that is slower today, or a baseline that happened to run
  /// fast, moves every architecture alike and cancels out; one architecture made slower does
  /// not. A change that slows every architecture alike (the shared layers) cancels out too,
  /// and is left to the counted figures and `bench`. With fewer than three architectures in a
  /// scenario, the baseline's change is the reference instead.
  ///
  /// - Parameters:
  ///   - cells: The timing cells.
  ///   - threshold: The practical threshold.
  /// - Returns: One change per architecture, in the order the cells name them.
  static func architectureChanges(
    _ cells: [TimingChange], threshold: Double
  ) -> [ArchitectureChange] {
    var names: [String] = []
    for cell in cells where !names.contains(cell.architecture) { names.append(cell.architecture) }
    var logs: [String: [Double]] = [:]
    // Each cell's least and largest change from one process to another, as logarithms.
    var processes: [String: (lower: [Double], upper: [Double])] = [:]
    for cell in cells {
      processes[cell.architecture, default: ([], [])].lower.append(
        log(Swift.max(1 + cell.betweenProcesses.lower, 1e-12)))
      processes[cell.architecture, default: ([], [])].upper.append(
        log(Swift.max(1 + cell.betweenProcesses.upper, 1e-12)))
    }
    for scenario in Set(cells.map(\.scenario)) {
      let own = cells.filter { $0.scenario == scenario }
      let changes = own.map { cell in
        log(
          Swift.max(cell.nanosecondsPerEvent.upper, 1e-12)
            / Swift.max(cell.nanosecondsPerEvent.lower, 1e-12))
      }
      guard own.count > 1 else { continue }
      // The median needs three to be robust to the one that changed; with two, the baseline
      // (the cell timed in nanoseconds) is the reference, as in its ratios.
      let baseline = own.firstIndex { $0.measure == "ns/event" }
      let common =
        own.count < 3 && baseline != nil
        ? changes[baseline ?? 0] : Resampling.median(changes)
      for (cell, change) in zip(own, changes) {
        logs[cell.architecture, default: []].append(change - common)
      }
    }
    return names.compactMap { name -> ArchitectureChange? in
      guard let values = logs[name]?.sorted(), !values.isEmpty else { return nil }
      let mean = values.reduce(0, +) / Double(values.count)
      let bounds = Resampling.interval([values], iterations: 2_000) {
        $0[0].reduce(0, +) / Double(Swift.max(1, $0[0].count))
      }
      let change = exp(mean) - 1
      let interval = ClosedInterval(lower: exp(bounds.lower) - 1, upper: exp(bounds.upper) - 1)
      // And every process apart, over the scenarios: a run whose processes overlap the old
      // run's is no regression, however its scenarios agree.
      let apartBelow = geometricChange(processes[name]?.lower ?? [])
      let apartAbove = geometricChange(processes[name]?.upper ?? [])
      let verdict: Verdict
      if interval.lower > threshold && change > threshold && apartBelow > threshold {
        verdict = .regressed
      } else if interval.upper < -threshold && change < -threshold && apartAbove < -threshold {
        verdict = .improved
      } else {
        verdict = abs(change) <= threshold ? .unchanged : .tooNoisy
      }
      return ArchitectureChange(
        architecture: name, scenarios: values.count, change: change, interval: interval,
        verdict: verdict)
    }
  }

  /// The change whose logarithm is the mean of `logs`: a geometric mean of changes.
  private static func geometricChange(_ logs: [Double]) -> Double {
    exp(logs.reduce(0, +) / Double(Swift.max(1, logs.count))) - 1
  }
}
