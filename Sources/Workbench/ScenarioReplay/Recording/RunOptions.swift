/// The options a `workbench run` used, recorded in its report so that two reports can be told
/// apart and a comparison can say when they were made differently.
public struct RunOptions: Codable, Sendable, Equatable {
  /// The architectures compared, in report order.
  public var architectures: [String]
  /// The scenario paths given (after the default).
  public var paths: [String]
  /// Whether timing ran.
  public var timed: Bool
  /// Timed samples asked for per scenario and architecture, when timed.
  public var repetitions: Int?
  /// Untimed rounds first, when timed.
  public var warmup: Int?
  /// The most time spent timing one scenario, in seconds, when timed.
  public var budgetPerScenarioSeconds: Double?
  /// How many processes took the samples, when timed in more than one.
  public var processes: Int?
  /// The change request whose implementations ran (`--change`), if any.
  public var change: String?
  /// The screen that ran (`--screen`), when it is not the calculator: the reports then name its
  /// widgets, and leave out the calculator's own measures.
  public var screen: String?

  /// Creates a description of a run's options.
  ///
  /// - Parameters:
  ///   - architectures: The architectures compared.
  ///   - paths: The scenario paths given.
  ///   - timing: How the run timed, or `nil` when it did not.
  public init(architectures: [String], paths: [String], timing: TimingOptions?) {
    self.architectures = architectures
    self.paths = paths
    self.timed = timing != nil
    self.repetitions = timing?.repetitions
    self.warmup = timing?.warmup
    self.budgetPerScenarioSeconds = timing.map { Double($0.budgetPerScenarioNanoseconds) / 1e9 }
    self.processes = (timing?.processes ?? 1) > 1 ? timing?.processes : nil
  }
}
