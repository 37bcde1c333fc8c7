/// Robust summaries of a set of timing samples: median, minimum, median absolute deviation, and
/// a distribution-free confidence interval for the median.
public struct Statistics: Codable, Sendable, Equatable {
  /// The middle sample.
  public var median: Double
  /// The smallest sample.
  public var min: Double
  /// The median absolute deviation from the median.
  public var mad: Double
  /// The lower end of the 95% confidence interval for the median.
  public var lower: Double
  /// The upper end of the 95% confidence interval for the median.
  public var upper: Double

  /// Summarises `samples`, which must not be empty.
  ///
  /// The interval comes from order statistics (the sign test), so it assumes nothing about the
  /// samples' distribution.
  ///
  /// - Parameter samples: The measurements.
  /// - Complexity: O(*n* log *n*).
  public init(_ samples: [Double]) {
    let sorted = samples.sorted()
    let median = Self.median(ofSorted: sorted)
    let deviations = sorted.map { abs($0 - median) }.sorted()
    let (low, high) = Self.medianInterval(count: sorted.count)
    self.median = median
    self.min = sorted.first ?? 0
    self.mad = Self.median(ofSorted: deviations)
    self.lower = sorted.isEmpty ? 0 : sorted[low]
    self.upper = sorted.isEmpty ? 0 : sorted[high]
  }

  /// The median absolute deviation relative to the median.
  public var relativeSpread: Double { median > 0 ? mad / median : 0 }

  /// Whether this interval and `other` overlap.
  ///
  /// - Parameter other: Another summary.
  /// - Returns: `true` when the two cannot be told apart.
  public func overlaps(_ other: Statistics) -> Bool {
    lower <= other.upper && other.lower <= upper
  }

  private static func median(ofSorted sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The 0-based ranks bounding a 95% confidence interval for the median of `count` samples.
  static func medianInterval(count: Int) -> (Int, Int) {
    guard count > 0 else { return (0, 0) }
    // The largest k with P(Binomial(count, 1/2) < k) <= 2.5%: then the k-th smallest and the
    // k-th largest samples bound the median with at least 95% confidence.
    var cumulative = 0.0
    var probability = pow2(-count)
    var k = 0
    while k < count {
      if cumulative + probability > 0.025 { break }
      cumulative += probability
      probability *= Double(count - k) / Double(k + 1)
      k += 1
    }
    let low = Swift.max(0, k - 1)
    return (low, count - 1 - low)
  }

  private static func pow2(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<Swift.abs(exponent) { result *= 2 }
    return exponent < 0 ? 1 / result : result
  }
}
