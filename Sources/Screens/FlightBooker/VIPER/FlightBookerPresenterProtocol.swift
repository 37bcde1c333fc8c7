/// What the view tells the presenter: the user's actions, as plain values.
@MainActor
public protocol FlightBookerPresenterProtocol: AnyObject {
  /// The user selected segment `segment` of the flight's kind.
  func didSelectFlightType(_ segment: Int)

  /// The user changed the start date.
  func didChangeStartDate(_ text: String)

  /// The user changed the return date.
  func didChangeReturnDate(_ text: String)

  /// The user tapped the book button.
  func didTapBook()
}
