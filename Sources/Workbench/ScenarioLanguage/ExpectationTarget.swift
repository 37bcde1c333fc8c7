/// What an `expect` directive checks: one of the fields, or the result label.
public enum ExpectationTarget: Sendable, Equatable {
  /// The whole text of a field.
  case field(Field)

  /// The text of the result label.
  case result
}
