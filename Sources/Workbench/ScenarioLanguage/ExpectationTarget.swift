/// What an `expect` directive checks: one of the fields, the result label, any other widget
/// found by accessibility identifier, or the top screen's navigation title.
public enum ExpectationTarget: Sendable, Equatable {
  /// The whole text of a field.
  case field(Field)

  /// The text of the result label.
  case result

  /// The text of the label, text field or button (its title) with this accessibility
  /// identifier.
  case widget(String)

  /// The navigation title of the top screen (`expect screen "History"`).
  case screen

  /// Every row's text of the table view with this accessibility identifier, written as a row
  /// list (``ScenarioWriter/rowList(_:)``): what `expect IDENTIFIER rows […]` checks once
  /// replayed (the directive itself is ``Directive/expectRows(_:_:)``).
  case rows(String)
}
