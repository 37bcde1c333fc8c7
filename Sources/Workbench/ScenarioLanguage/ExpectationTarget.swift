/// What an `expect` directive checks: one of the fields, the result label, any other widget
/// found by accessibility identifier, whether a control is enabled, or the top screen's
/// navigation title.
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

  /// Whether the control (a button, a text field, a segmented control) with this accessibility
  /// identifier is enabled, read as the text `enabled` or `disabled`: what
  /// `expect IDENTIFIER enabled` and `expect IDENTIFIER disabled` check.
  case enabledState(String)

  /// Every row's text of the table view with this accessibility identifier, written as a row
  /// list (``ScenarioWriter/rowList(_:)``): what `expect IDENTIFIER rows […]` checks once
  /// replayed (the directive itself is ``Directive/expectRows(_:_:)``).
  case rows(String)
}
