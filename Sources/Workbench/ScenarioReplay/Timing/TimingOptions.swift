import ArchitectureDescriptor

/// How `workbench run` times the architectures.
public struct TimingOptions: Sendable, Equatable {
  /// The number of timed samples per scenario and architecture.
  public var repetitions: Int
  /// The number of untimed rounds run first.
  public var warmup: Int
  /// The name of the architecture the ratios are relative to.
  public var baseline: String
  /// The shortest timed region to aim for, in nanoseconds; shorter scenarios are replayed on
  /// several fresh screens per sample so that reading the clock costs nothing noticeable.
  public var targetRegionNanoseconds: UInt64
  /// The most time to spend on one scenario, in nanoseconds, across all architectures.
  public var budgetPerScenarioNanoseconds: UInt64
  /// The fewest timed samples to take, whatever the budget.
  public var minimumSamples = 3

  /// The defaults: 15 samples after 2 warm-up rounds, against `Direct`, about half a second
  /// per scenario at most.
  public static let standard = TimingOptions(
    repetitions: 15, warmup: 2, baseline: Architecture.direct.name,
    targetRegionNanoseconds: 1_000_000, budgetPerScenarioNanoseconds: 500_000_000)

  /// The defaults for this build: ``standard`` in a release build; in a debug build, whose
  /// timings mean nothing, a quick pass (1 to 5 samples, a tenth of a second per scenario) that
  /// still shows the method working.
  public static var defaultForThisBuild: TimingOptions {
    #if DEBUG
      var options = standard
      options.repetitions = 5
      options.warmup = 1
      options.budgetPerScenarioNanoseconds = 100_000_000
      options.minimumSamples = 1
      return options
    #else
      return standard
    #endif
  }

  /// Creates timing options.
  ///
  /// - Parameters:
  ///   - repetitions: Timed samples per scenario and architecture.
  ///   - warmup: Untimed rounds first.
  ///   - baseline: The reference architecture's name.
  ///   - targetRegionNanoseconds: The shortest timed region to aim for.
  ///   - budgetPerScenarioNanoseconds: The most time to spend on one scenario.
  public init(
    repetitions: Int, warmup: Int, baseline: String, targetRegionNanoseconds: UInt64,
    budgetPerScenarioNanoseconds: UInt64
  ) {
    self.repetitions = repetitions
    self.warmup = warmup
    self.baseline = baseline
    self.targetRegionNanoseconds = targetRegionNanoseconds
    self.budgetPerScenarioNanoseconds = budgetPerScenarioNanoseconds
  }
}
