import TimingStatistics

/// One architecture over all the scenarios of a report: its geometric-mean time and ratio to the
/// baseline, how many scenarios read slower, the same or faster, and its counted figures.
public struct ArchitectureSummary: Codable, Sendable, Equatable {
  /// The architecture's name.
  public var architecture: String
  /// The number of scenarios timed.
  public var timedScenarios: Int
  /// The geometric mean over the timed scenarios of the median nanoseconds per event.
  public var nanosecondsPerEvent: Double?
  /// The geometric mean over the timed scenarios of the median ratio to the baseline.
  public var ratioToBaseline: Double?
  /// A seeded 95% bootstrap interval of ``ratioToBaseline``, each scenario's per-round ratios
  /// resampled.
  public var ratioInterval: ClosedInterval?
  /// Scenarios whose ratio reads slower.
  public var slower: Int
  /// Scenarios whose ratio reads the same.
  public var same: Int
  /// Scenarios whose ratio reads faster.
  public var faster: Int
  /// Scenarios whose interval is too wide to tell.
  public var unclear: Int
  /// The mean over scenarios of the allocations per event, when counted.
  public var allocationsPerEvent: Double?

  /// Summarises `architecture` over `scenarios`.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - scenarios: The scenario reports.
  ///   - baseline: The timing baseline's name, if timing ran.
  public init(architecture: String, scenarios: [ScenarioReport], baseline: String?) {
    self.architecture = architecture
    let timings = scenarios.compactMap { scenario in
      architecture == baseline
        ? scenario.baselineTiming
        : scenario.runs.first { $0.architecture == architecture }?.timing
    }
    timedScenarios = timings.count
    let medians = timings.compactMap(\.nanosecondsPerEvent?.median)
    nanosecondsPerEvent = medians.isEmpty ? nil : Resampling.geometricMean(medians)
    let ratioGroups = timings.map(\.ratios).filter { !$0.isEmpty }
    if architecture == baseline, !timings.isEmpty {
      ratioToBaseline = 1
    } else if !ratioGroups.isEmpty {
      ratioToBaseline = Resampling.geometricMean(ratioGroups.map(Resampling.median))
      ratioInterval = Resampling.interval(ratioGroups, iterations: 1_000) { groups in
        Resampling.geometricMean(groups.map(Resampling.median))
      }
    }
    slower = timings.filter { $0.verdict == .slower }.count
    same = timings.filter { $0.verdict == .indistinguishable }.count
    faster = timings.filter { $0.verdict == .faster }.count
    unclear = timings.filter { $0.verdict == .unclear }.count
    let allocations = scenarios.compactMap { scenario in
      scenario.runs.first { $0.architecture == architecture }?.allocationsPerEvent
    }
    allocationsPerEvent =
      allocations.isEmpty ? nil : allocations.reduce(0, +) / Double(allocations.count)
  }
}
