/// What `workbench testability` measured: one entry per architecture, and how long it took.
public struct TestabilityMeasurement: Sendable, Equatable, Codable {
  /// One entry per architecture, in report order.
  public var architectures: [ArchitectureTestability]
  /// Seconds spent writing the schemata and building them.
  public var buildSeconds: Double
  /// Seconds spent measuring coverage.
  public var coverageSeconds: Double
  /// Seconds spent running the mutants.
  public var mutantSeconds: Double

  /// Creates a measurement.
  ///
  /// - Parameters:
  ///   - architectures: One entry per architecture.
  ///   - buildSeconds: Seconds writing and building.
  ///   - coverageSeconds: Seconds measuring coverage.
  ///   - mutantSeconds: Seconds running mutants.
  public init(
    architectures: [ArchitectureTestability], buildSeconds: Double, coverageSeconds: Double,
    mutantSeconds: Double
  ) {
    self.architectures = architectures
    self.buildSeconds = buildSeconds
    self.coverageSeconds = coverageSeconds
    self.mutantSeconds = mutantSeconds
  }

  /// Seconds in all.
  public var totalSeconds: Double { buildSeconds + coverageSeconds + mutantSeconds }

  /// The number of mutants that compiled, over all architectures.
  public var mutantCount: Int { architectures.reduce(0) { $0 + $1.mutants.count } }
}
