import FlightBooking
import Tracing

/// The interactor of Clean Swift: keeps the booking (`FlightBooking`), applies each request to
/// it and hands the presenter a response.
@MainActor
public final class Interactor: FlightBookerBusinessLogic {
  private let presenter: any FlightBookerPresentationLogic
  private var booking = FlightBooking()

  /// Creates the interactor over `presenter`.
  ///
  /// - Parameter presenter: Where responses go.
  public init(presenter: any FlightBookerPresentationLogic) {
    self.presenter = presenter
  }

  /// Applies the edit and presents what the booking now allows.
  public func editBooking(request: EditBooking.Request) {
    @Received(by: self, request.edit) var message = #function
    switch request.edit {
    case .flightType(let segment): booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    case .startDate(let text): booking.startDate = text
    case .returnDate(let text): booking.returnDate = text
    }
    presenter.presentAvailability(
      response: EditBooking.Response(
        asksReturnDate: booking.isReturnDateEnabled, canBook: booking.canBook))
  }

  /// Presents the booking, when it can be made.
  public func bookFlight(request: BookFlight.Request) {
    @Received(by: self) var message = #function
    guard booking.canBook else { return }
    presenter.presentBooking(
      response: BookFlight.Response(
        isReturn: booking.kind == .returnFlight, startDate: booking.startDate,
        returnDate: booking.returnDate))
  }
}
