/// What the presenter can ask of its view, in plain values.
@MainActor
public protocol FlightBookerViewProtocol: AnyObject {
  /// Enables or disables the return date's field.
  ///
  /// - Parameter enabled: Whether it takes edits.
  func setReturnDateEnabled(_ enabled: Bool)

  /// Enables or disables the book button.
  ///
  /// - Parameter enabled: Whether it takes taps.
  func setBookEnabled(_ enabled: Bool)

  /// Shows `message` in the confirmation label.
  ///
  /// - Parameter message: The text to show.
  func setMessage(_ message: String)
}
