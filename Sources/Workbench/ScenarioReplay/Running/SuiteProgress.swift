/// Where a ``WorkbenchSuite`` run has got to, reported before each step so that a terminal can
/// show it.
public struct SuiteProgress: Sendable, Equatable {
  /// What the suite is doing.
  public enum Phase: String, Sendable {
    /// Replaying a scenario on one architecture and checking it.
    case checking
    /// Timing a scenario on every architecture.
    case timing
  }

  /// What the suite is doing.
  public var phase: Phase
  /// The scenario's position, counting from 1.
  public var scenario: Int
  /// How many scenarios the phase goes through.
  public var scenarioCount: Int
  /// The scenario's name.
  public var scenarioName: String
  /// The architecture being replayed, when the phase goes one architecture at a time.
  public var architecture: String?

  /// Creates a progress report.
  ///
  /// - Parameters:
  ///   - phase: What the suite is doing.
  ///   - scenario: The scenario's position, from 1.
  ///   - scenarioCount: How many scenarios there are.
  ///   - scenarioName: The scenario's name.
  ///   - architecture: The architecture, if one at a time.
  public init(
    phase: Phase, scenario: Int, scenarioCount: Int, scenarioName: String,
    architecture: String? = nil
  ) {
    self.phase = phase
    self.scenario = scenario
    self.scenarioCount = scenarioCount
    self.scenarioName = scenarioName
    self.architecture = architecture
  }
}
