/// What the view controller asks of the interactor: one request per use case.
@MainActor
public protocol FlightBookerBusinessLogic: AnyObject {
  /// Applies an edit of the booking.
  func editBooking(request: EditBooking.Request)

  /// Books the flight, when the booking allows it.
  func bookFlight(request: BookFlight.Request)
}
