public import TextEditing

/// What the user did on the calculator screen, named for the deed, not for its effect.
public enum Action: Equatable, Sendable {
  /// The user edited the token field, which now holds the associated text.
  case tokenTextChanged(String)

  /// The user edited the input field, which now holds the associated text, made by its edit.
  case inputTextChanged(EditedText)

  /// The user tapped the clear button.
  case clearButtonTapped
}
