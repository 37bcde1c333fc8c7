/// What the user did, as the store receives it.
public enum Action: Equatable, Sendable {
  /// A segment of the flight's kind was selected (0 one way, 1 return).
  case flightTypeSelected(Int)
  /// The start date's field changed to this text.
  case startDateChanged(String)
  /// The return date's field changed to this text.
  case returnDateChanged(String)
  /// The book button was tapped.
  case bookTapped
}
