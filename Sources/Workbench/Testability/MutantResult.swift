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
      let (original, mutated) = Self.figures(first.original, first.mutated)
      return "survived: changes \(names) (\(first.measure) per event on \(first.scenario): "
        + "\(original) → \(mutated))"
    case .noCoverage: return "no coverage"
    default: return state.rawValue
    }
  }

  /// Two per-event figures with thousands grouped and as few decimals (one to four) as tell
  /// them apart: `0.9` and `3,668.6`; `2.25` and `2.26`.
  static func figures(_ left: Double, _ right: Double) -> (String, String) {
    var digits = 1
    while digits < 4, figure(left, digits: digits) == figure(right, digits: digits) {
      digits += 1
    }
    return (figure(left, digits: digits), figure(right, digits: digits))
  }

  /// A figure with `digits` decimals and thousands grouped: `3,668.6`.
  static func figure(_ value: Double, digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    var whole = String(scaled / scale)
    var grouped = ""
    while whole.count > 3 {
      grouped = "," + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    let fraction = String(scaled % scale)
    let padded = String(repeating: "0", count: digits - fraction.count) + fraction
    return (value < 0 && scaled > 0 ? "-" : "") + whole + grouped + "." + padded
  }

  enum CodingKeys: String, CodingKey {
    case id, file, line, original, mutated, fate, timedOut, state, changes
    case mutationOperator = "operator"
  }
}
