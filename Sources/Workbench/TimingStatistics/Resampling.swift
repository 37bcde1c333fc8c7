import Foundation
import SeededRandom

/// Seeded bootstrap intervals and the Mann–Whitney U test: what `compare` and the report's
/// per-architecture summaries draw their verdicts from.
public enum Resampling {
  /// The seed every bootstrap starts from, so that the same samples give the same interval.
  public static let seed: UInt64 = 0x5EED_0F_AB_C0FF_EE

  /// The median of `values` (0 when empty).
  ///
  /// - Parameter values: The values.
  /// - Returns: The middle value, or the mean of the two middle values.
  /// - Complexity: O(*n* log *n*).
  public static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The geometric mean of the positive `values` (0 when there are none).
  ///
  /// - Parameter values: The values.
  /// - Returns: `exp(mean(log(values)))`.
  public static func geometricMean(_ values: [Double]) -> Double {
    let positive = values.filter { $0 > 0 }
    guard !positive.isEmpty else { return 0 }
    return exp(positive.map { log($0) }.reduce(0, +) / Double(positive.count))
  }

  /// A 95% percentile-bootstrap interval for `statistic` of several groups of samples, each
  /// group resampled with replacement on its own.
  ///
  /// - Parameters:
  ///   - groups: The samples, one array per group; none may be empty.
  ///   - iterations: How many resamples (default: 2,000).
  ///   - statistic: The figure, computed from one resample of every group.
  /// - Returns: The 2.5th and 97.5th percentiles of the resampled statistic.
  /// - Complexity: O(*iterations* × total samples × log).
  public static func interval(
    _ groups: [[Double]], iterations: Int = 2_000, statistic: ([[Double]]) -> Double
  ) -> ClosedInterval {
    var generator = SplitMix64(seed: seed)
    var values: [Double] = []
    values.reserveCapacity(iterations)
    var resample = groups
    for _ in 0..<iterations {
      for (index, group) in groups.enumerated() where !group.isEmpty {
        for position in group.indices {
          resample[index][position] = group[Int(generator.next() % UInt64(group.count))]
        }
      }
      values.append(statistic(resample))
    }
    values.sort()
    guard !values.isEmpty else { return ClosedInterval(lower: 0, upper: 0) }
    let low = values[Int(Double(values.count - 1) * 0.025)]
    let high = values[Int((Double(values.count - 1) * 0.975).rounded(.up))]
    return ClosedInterval(lower: low, upper: high)
  }

  /// The two-sided p-value of the Mann–Whitney U test that `first` and `second` come from the
  /// same distribution, by the normal approximation with a correction for ties and for
  /// continuity.
  ///
  /// - Parameters:
  ///   - first: One sample.
  ///   - second: The other.
  /// - Returns: The p-value, 1 when either sample is empty or all values tie.
  /// - Complexity: O(*n* log *n*).
  public static func mannWhitneyP(_ first: [Double], _ second: [Double]) -> Double {
    let m = Double(first.count)
    let n = Double(second.count)
    guard m > 0, n > 0 else { return 1 }
    let pooled = (first.map { ($0, 0) } + second.map { ($0, 1) }).sorted { $0.0 < $1.0 }
    var ranks = Array(repeating: 0.0, count: pooled.count)
    var tieTerm = 0.0
    var start = 0
    while start < pooled.count {
      var end = start
      while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
      let rank = Double(start + end + 2) / 2
      for index in start...end { ranks[index] = rank }
      let ties = Double(end - start + 1)
      tieTerm += ties * ties * ties - ties
      start = end + 1
    }
    var rankSum = 0.0
    for (index, entry) in pooled.enumerated() where entry.1 == 0 { rankSum += ranks[index] }
    let u = rankSum - m * (m + 1) / 2
    let mean = m * n / 2
    let total = m + n
    let variance = m * n / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
    guard variance > 0 else { return 1 }
    let z = Swift.max(0, abs(u - mean) - 0.5) / variance.squareRoot()
    return Swift.min(1, erfc(z / 2.0.squareRoot()))
  }

  /// Holm's step-down adjustment of `pValues` for multiple comparisons: each adjusted value
  /// can be compared with the family-wise level directly.
  ///
  /// - Parameter pValues: The raw p-values.
  /// - Returns: The adjusted p-values, in the same order.
  /// - Complexity: O(*n* log *n*).
  public static func holm(_ pValues: [Double]) -> [Double] {
    let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
    var adjusted = Array(repeating: 1.0, count: pValues.count)
    var running = 0.0
    for (rank, index) in order.enumerated() {
      running = Swift.max(running, Double(pValues.count - rank) * pValues[index])
      adjusted[index] = Swift.min(1, running)
    }
    return adjusted
  }
}
