/// One of the two text fields of the calculator screen that a scenario can edit.
///
/// The raw value is the word a scenario file uses for the field (`token`, `input`).
public enum Field: String, Sendable, CaseIterable {
  /// The field of separator characters.
  case token

  /// The field of text to split and sum.
  case input
}
