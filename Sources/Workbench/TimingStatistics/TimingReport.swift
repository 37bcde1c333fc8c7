/// How long one architecture took on one scenario.
public struct TimingReport: Codable, Sendable, Equatable {
  /// How this architecture compares with the baseline.
  public enum Verdict: String, Codable, Sendable {
    /// Faster than the baseline: the ratio's interval lies below 1 and the ratio beyond the
    /// equivalence band.
    case faster
    /// Slower than the baseline: the ratio's interval lies above 1 and the ratio beyond the
    /// equivalence band.
    case slower
    /// As fast as the baseline, as far as can be told: the interval is narrow (within
    /// ``TimingReport/sameBand`` of 1) or the ratio falls inside the equivalence band.
    case indistinguishable
    /// The interval is too wide to say: it contains 1 yet reaches well beyond the band.
    case unclear
    /// This is the baseline.
    case baseline
  }

  /// Ratios within this fraction of 1 (±2%) count as the same speed: no architecture is
  /// "faster than no architecture" by noise.
  public static let equivalenceBand = 0.02

  /// An interval containing 1 that stays within this fraction of 1 (±10%) reads as the same
  /// speed; a wider one as ``Verdict/unclear``.
  public static let sameBand = 0.10

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
  /// The timed samples, in round order: nanoseconds per event, one per round.
  public var samples: [Double]
  /// This architecture's time per event divided by the baseline's, one per round, in round
  /// order (empty for the baseline).
  public var ratios: [Double]
  /// How many timed samples were asked for.
  public var requestedSamples: Int
  /// Why fewer samples were taken than asked, when they were.
  public var shortfall: String?
  /// How many events each sample replayed.
  public var eventsPerSample: Int
  /// Whether the samples were too spread out to trust (relative spread above 10%).
  public var noisy: Bool
  /// How many of ``samples`` each process took, in process order, when the samples span
  /// several processes (`nil` for one): what tells the variation between processes apart.
  public var processSamples: [Int]?

  /// Creates a timing report.
  ///
  /// - Parameters:
  ///   - samples: Nanoseconds per event, one per round.
  ///   - screenSamples: Nanoseconds per screen, one per round.
  ///   - baselineSamples: The baseline's nanoseconds per event in the same rounds, or `nil`
  ///     when this is the baseline or there is none.
  ///   - isBaseline: Whether this is the baseline.
  ///   - requestedSamples: How many samples were asked for.
  ///   - shortfall: Why fewer were taken, if they were.
  ///   - eventsPerSample: Events per sample.
  ///   - processSamples: How many samples each process took, when several did.
  public init(
    samples: [Double], screenSamples: [Double], baselineSamples: [Double]?, isBaseline: Bool,
    requestedSamples: Int, shortfall: String? = nil, eventsPerSample: Int,
    processSamples: [Int]? = nil
  ) {
    self.processSamples = (processSamples?.count ?? 0) > 1 ? processSamples : nil
    let eventStatistics = samples.isEmpty ? nil : Statistics(samples)
    self.nanosecondsPerEvent = eventStatistics
    self.nanosecondsPerScreen = Statistics(screenSamples.isEmpty ? [0] : screenSamples)
    self.samples = samples
    self.requestedSamples = requestedSamples
    self.shortfall = samples.count < requestedSamples ? shortfall : nil
    self.eventsPerSample = eventsPerSample
    self.noisy = (eventStatistics?.relativeSpread ?? 0) > 0.1
    self.ratios = []
    self.verdict = .indistinguishable
    if isBaseline {
      verdict = .baseline
      ratioToBaseline = eventStatistics == nil ? nil : 1
    } else if let baselineSamples, !samples.isEmpty, samples.count == baselineSamples.count {
      ratios = zip(samples, baselineSamples).map { $0 / Swift.max($1, 1e-9) }
      let summary = Statistics(ratios)
      ratioToBaseline = summary.median
      let interval = ClosedInterval(lower: summary.lower, upper: summary.upper)
      ratioInterval = interval
      verdict = Self.verdict(ratio: summary.median, interval: interval)
    }
  }

  /// How a ratio to the baseline with its interval reads.
  ///
  /// - Parameters:
  ///   - ratio: The median ratio.
  ///   - interval: Its 95% interval.
  /// - Returns: Slower or faster when the interval excludes 1 and the ratio lies outside the
  ///   ±2% equivalence band; the same when the ratio lies inside the band or the interval within
  ///   ±10% of 1; unclear otherwise.
  public static func verdict(ratio: Double, interval: ClosedInterval) -> Verdict {
    if interval.lower > 1 && ratio > 1 + equivalenceBand { return .slower }
    if interval.upper < 1 && ratio < 1 - equivalenceBand { return .faster }
    if abs(ratio - 1) <= equivalenceBand { return .indistinguishable }
    if interval.lower >= 1 - sameBand && interval.upper <= 1 + sameBand {
      return .indistinguishable
    }
    return .unclear
  }
}

/// A closed interval of doubles, encoded as `{"lower": …, "upper": …}`.
public struct ClosedInterval: Codable, Sendable, Equatable {
  /// The lower end.
  public var lower: Double
  /// The upper end.
  public var upper: Double

  /// Creates an interval.
  ///
  /// - Parameters:
  ///   - lower: The lower end.
  ///   - upper: The upper end.
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

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
