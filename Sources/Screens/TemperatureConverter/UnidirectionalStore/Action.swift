/// What the user did on the temperature converter, named for the deed, not for its effect.
public enum Action: Equatable, Sendable {
  /// The user edited the Celsius field, which now holds the associated text.
  case celsiusTextChanged(String)

  /// The user edited the Fahrenheit field, which now holds the associated text.
  case fahrenheitTextChanged(String)
}
