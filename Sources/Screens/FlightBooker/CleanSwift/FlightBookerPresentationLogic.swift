/// What the interactor hands the presenter: one response per use case.
@MainActor
public protocol FlightBookerPresentationLogic: AnyObject {
  /// Presents what the booking allows.
  func presentAvailability(response: EditBooking.Response)

  /// Presents a booking made.
  func presentBooking(response: BookFlight.Response)
}
