/// A counted measure that a surviving mutant changes: its name, the first scenario where it
/// differs, and its value there without and with the mutant.
public struct MeasureChange: Sendable, Equatable, Codable {
  /// The measure, as the harness names it: `messages`, `label updates`, `allocations`,
  /// `bytes scanned`, `requests`.
  public var measure: String
  /// The first scenario, in the run's order, where it differs.
  public var scenario: String
  /// Its value per event there without the mutant (requests: the count sent).
  public var original: Double
  /// Its value with the mutant active.
  public var mutated: Double

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - measure: The measure.
  ///   - scenario: Where it first differs.
  ///   - original: The value without the mutant.
  ///   - mutated: The value with it.
  public init(measure: String, scenario: String, original: Double, mutated: Double) {
    self.measure = measure
    self.scenario = scenario
    self.original = original
    self.mutated = mutated
  }
}
