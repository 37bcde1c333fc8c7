public import TextEditing

/// What happened on the calculator screen, named for the deed, not for its effect: what the user
/// did, or the slow service answering.
public enum Action: Equatable, Sendable {
  /// The user edited the token field, which now holds the associated text.
  case tokenTextChanged(String)

  /// The user edited the input field, which now holds the associated text, made by its edit.
  case inputTextChanged(EditedText)

  /// The slow service answered the latest request with the associated sum.
  case sumResponse(Int128)
}
