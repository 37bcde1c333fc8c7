/// What an `expect` directive checks: one of the fields, the result label, or any other widget
/// found by accessibility identifier.
public enum ExpectationTarget: Sendable, Equatable {
  /// The whole text of a field.
  case field(Field)

  /// The text of the result label.
  case result

  /// The text of the label, text field or button (its title) with this accessibility
  /// identifier.
  case widget(String)
}
