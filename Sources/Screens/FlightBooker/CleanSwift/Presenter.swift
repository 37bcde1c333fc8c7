import Tracing

/// The presenter of Clean Swift: turns each response into the view model the view controller
/// displays, wording the confirmation.
@MainActor
public final class Presenter: FlightBookerPresentationLogic {
  /// The view controller to display in; held weakly, it being the owner of the cycle.
  public weak var viewController: (any FlightBookerDisplayLogic)?

  /// Creates a presenter with no view controller yet.
  public init() {}

  /// Hands on what to enable.
  public func presentAvailability(response: EditBooking.Response) {
    @Received(by: self, response.canBook) var message = #function
    viewController?.displayAvailability(
      viewModel: EditBooking.ViewModel(
        isReturnDateEnabled: response.asksReturnDate, isBookEnabled: response.canBook))
  }

  /// Words the booking's confirmation.
  public func presentBooking(response: BookFlight.Response) {
    @Received(by: self, response.startDate) var message = #function
    let text =
      response.isReturn
      ? "You have booked a return flight from \(response.startDate) to \(response.returnDate)."
      : "You have booked a one-way flight on \(response.startDate)."
    viewController?.displayBooking(viewModel: BookFlight.ViewModel(message: text))
  }
}
