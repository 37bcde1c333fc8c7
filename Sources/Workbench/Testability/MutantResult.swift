/// One mutant, and what caught it.
public struct MutantResult: Sendable, Equatable, Codable {
  /// The mutant's number in the schema.
  public var id: Int
  /// Its source file, relative to the package root.
  public var file: String
  /// The line it mutates.
  public var line: Int
  /// The kind of change.
  public var mutationOperator: MutationOperator
  /// The code it changes.
  public var original: String
  /// What the code becomes.
  public var mutated: String
  /// What caught it.
  public var fate: MutantFate
  /// Whether the run that caught it ran past its time limit (an endless loop counts as caught).
  public var timedOut: Bool

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - point: The mutant.
  ///   - fate: What caught it.
  ///   - timedOut: Whether the catching run timed out (default: `false`).
  public init(point: MutationPoint, fate: MutantFate, timedOut: Bool = false) {
    id = point.id
    file = point.file
    line = point.line
    mutationOperator = point.mutationOperator
    original = point.original
    mutated = point.mutated
    self.fate = fate
    self.timedOut = timedOut
  }

  enum CodingKeys: String, CodingKey {
    case id, file, line, original, mutated, fate, timedOut
    case mutationOperator = "operator"
  }
}
