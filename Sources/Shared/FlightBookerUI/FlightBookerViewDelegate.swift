/// Receives the user's actions on a ``FlightBookerView``.
@MainActor
public protocol FlightBookerViewDelegate: AnyObject {
  /// The user selected segment `segment` of the flight's kind (0 one way, 1 return).
  ///
  /// - Parameters:
  ///   - bookerView: The view whose control changed.
  ///   - segment: The selected segment's index.
  func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int)

  /// The user changed the start date's field; `text` is its new text.
  ///
  /// - Parameters:
  ///   - bookerView: The view whose field changed.
  ///   - text: The field's text.
  func didChangeStartDate(_ bookerView: FlightBookerView, text: String)

  /// The user changed the return date's field; `text` is its new text.
  ///
  /// - Parameters:
  ///   - bookerView: The view whose field changed.
  ///   - text: The field's text.
  func didChangeReturnDate(_ bookerView: FlightBookerView, text: String)

  /// The user tapped the book button.
  ///
  /// - Parameter bookerView: The view whose button was tapped.
  func didTapBook(_ bookerView: FlightBookerView)
}
