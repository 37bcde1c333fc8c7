/// A kind of mechanical change to an architecture's source, made to see whether its tests notice.
public enum MutationOperator: String, Sendable, CaseIterable, Codable {
  /// A statement of a function that returns nothing, or of a closure, deleted.
  case deleteStatement = "delete-statement"
  /// A call's argument that hands on the user's edit (`after: edit`), dropped, so the callee
  /// rereads the whole text instead.
  case dropEditArgument = "drop-edit-argument"
  /// A returned or assigned value replaced with a constant of its type (`""`, `0`, `nil`, …).
  case constantValue = "constant-value"
  /// A `weak` stored property made strong.
  case removeWeak = "remove-weak"
}
