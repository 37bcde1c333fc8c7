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
  /// Its state, as mutation tools name it.
  public var state: MutantState
  /// For a survivor, the counted measures it changes (none: it is equivalent).
  public var changes: [MeasureChange]

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
    state = timedOut ? .timeout : fate == .survived ? .equivalent : .killed
    changes = []
  }

  /// How the survivors table shows its state: `survived: changes bytes scanned` (with the
  /// first change's figures), `equivalent`, `no coverage`.
  public var stateText: String {
    switch state {
    case .survived:
      let names = changes.map(\.measure).joined(separator: ", ")
      guard let first = changes.first else { return "survived" }
      return "survived: changes \(names) (\(first.measure) on \(first.scenario): "
        + "\(Self.figure(first.original)) → \(Self.figure(first.mutated)))"
    case .noCoverage: return "no coverage"
    default: return state.rawValue
    }
  }

  /// A per-event figure with one decimal and thousands grouped: `3,668.6`.
  static func figure(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    var whole = String(abs(tenths) / 10)
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    return (tenths < 0 ? "-" : "") + whole + grouped + ".\(abs(tenths) % 10)"
  }

  enum CodingKeys: String, CodingKey {
    case id, file, line, original, mutated, fate, timedOut, state, changes
    case mutationOperator = "operator"
  }
}
