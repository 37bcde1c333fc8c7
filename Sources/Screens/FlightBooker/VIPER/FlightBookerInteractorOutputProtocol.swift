/// What the interactor tells the presenter: what the booking allows, and a booking made.
@MainActor
public protocol FlightBookerInteractorOutputProtocol: AnyObject {
  /// The booking now allows a return date (`returnDate`) and a booking (`booking`), or not.
  func didUpdateAvailability(returnDate: Bool, booking: Bool)

  /// A flight was booked; `confirmation` says which.
  func didBook(_ confirmation: String)
}
