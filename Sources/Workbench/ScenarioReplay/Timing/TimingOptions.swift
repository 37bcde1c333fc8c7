import ArchitectureDescriptor

/// How `workbench run` times the architectures.
public struct TimingOptions: Codable, Sendable, Equatable {
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
  /// How many processes take the samples, one after another, each its share of the rounds
  /// and the budget: a process's own layout of code and memory is then one of the things that
  /// vary, and a comparison can tell it from a change (as pyperf does).
  public var processes = 1

  /// The defaults: 15 samples in 3 processes, each after 1 warm-up round, against `Direct`,
  /// about half a second per scenario at most.
  public static let standard: TimingOptions = {
    var options = TimingOptions(
      repetitions: 15, warmup: 1, baseline: Architecture.direct.name,
      targetRegionNanoseconds: 1_000_000, budgetPerScenarioNanoseconds: 500_000_000)
    options.processes = 3
    return options
  }()

  /// The options of one process's share of the samples: its part of the repetitions (at least
  /// the minimum) and of the budget.
  ///
  /// - Parameter process: The process, from 0.
  /// - Returns: The options for that process, itself one process.
  public func share(of process: Int) -> TimingOptions {
    var share = self
    let count = Swift.max(1, processes)
    share.processes = 1
    share.repetitions = Swift.max(
      1, repetitions / count + (process < repetitions % count ? 1 : 0))
    share.minimumSamples = Swift.min(minimumSamples, share.repetitions)
    share.budgetPerScenarioNanoseconds = budgetPerScenarioNanoseconds / UInt64(count)
    return share
  }

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
      options.processes = 1
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
