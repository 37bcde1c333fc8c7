import TimingStatistics

extension RunComparison {
  /// The median of each process's part of `samples`, as `counts` splits them; one median of
  /// all when the samples came from one process (or the split does not fit them).
  static func processMedians(_ samples: [Double], counts: [Int]?) -> [Double] {
    guard let counts, counts.count > 1, counts.allSatisfy({ $0 > 0 }),
      counts.reduce(0, +) == samples.count
    else { return [Resampling.median(samples)] }
    var start = 0
    return counts.map { count in
      defer { start += count }
      return Resampling.median(Array(samples[start..<(start + count)]))
    }
  }

  /// The per-round ratios of `timing` to `baseline`, recomputed from the raw samples (empty
  /// when they were not taken in the same rounds).
  static func ratios(_ timing: TimingReport, baseline: TimingReport?) -> [Double] {
    guard let baseline, baseline.samples.count == timing.samples.count else { return [] }
    return zip(timing.samples, baseline.samples).map { $0 / Swift.max($1, 1e-9) }
  }

  /// A timing cell's verdict.
  ///
  /// Regressed or improved only when three things agree: the Mann–Whitney U test is
  /// significant after Holm's adjustment over every timing cell (so the chance of one false
  /// alarm among all the cells stays within the significance level), the change's whole
  /// bootstrap interval lies beyond the threshold, and every process of the new run differs
  /// from every process of the old one by more than the threshold (so a process that happened
  /// to be laid out slowly is not a regression). Unchanged when the change lies within the
  /// threshold; too noisy otherwise. An absolute time (`ns/event`, the baseline's own) is
  /// never judged: unchanged within the threshold, ``Verdict/notJudged`` beyond it.
  static func verdict(_ cell: TimingChange, threshold: Double, significance: Double) -> Verdict {
    if cell.measure == "ns/event" {
      return abs(cell.change) <= threshold ? .unchanged : .notJudged
    }
    let significant = cell.adjustedPValue < significance
    if significant && cell.interval.lower > threshold && cell.change > threshold
      && cell.betweenProcesses.lower > threshold
    {
      return .regressed
    }
    if significant && cell.interval.upper < -threshold && cell.change < -threshold
      && cell.betweenProcesses.upper < -threshold
    {
      return .improved
    }
    return abs(cell.change) <= threshold ? .unchanged : .tooNoisy
  }
}
