/// How long one architecture took on one scenario.
public struct TimingReport: Codable, Sendable, Equatable {
  /// How this architecture compares with the baseline.
  public enum Verdict: String, Codable, Sendable {
    /// Measurably faster than the baseline.
    case faster
    /// Measurably slower than the baseline.
    case slower
    /// The ratio's confidence interval contains 1.
    case indistinguishable
    /// This is the baseline.
    case baseline
  }

  /// Nanoseconds per event, over the samples.
  public var nanosecondsPerEvent: Statistics?
  /// Nanoseconds to build and load one screen, over the samples.
  public var nanosecondsPerScreen: Statistics
  /// The median over samples of this architecture's time per event divided by the baseline's
  /// in the same round.
  public var ratioToBaseline: Double?
  /// The 95% confidence interval of ``ratioToBaseline``.
  public var ratioInterval: ClosedInterval?
  /// How the ratio reads.
  public var verdict: Verdict
  /// How many timed samples were taken.
  public var samples: Int
  /// How many events each sample replayed.
  public var eventsPerSample: Int
  /// Whether the samples were too spread out to trust (relative spread above 10%).
  public var noisy: Bool
}

/// A closed interval of doubles, encoded as `{"lower": …, "upper": …}`.
public struct ClosedInterval: Codable, Sendable, Equatable {
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double

  /// Whether `value` lies in the interval.
  ///
  /// - Parameter value: The value to test.
  /// - Returns: `true` when `value` is within the bounds.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// Whether this interval and `other` overlap.
  ///
  /// - Parameter other: Another interval.
  /// - Returns: `true` when some value lies in both.
  public func overlaps(_ other: ClosedInterval) -> Bool {
    lower <= other.upper && other.lower <= upper
  }
}
