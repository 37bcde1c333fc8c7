/// What the user did on the calculator screen, named for the user's deed.
public enum Action: Sendable {
  /// The user changed the token field to this text.
  case tokenTextChanged(String)

  /// The user changed the input field to this text.
  case inputTextChanged(String)
}
