import FlightBooking
import Tracing

/// The interactor of VIPER: holds the entity (a `FlightBooking`), applies the use cases to it,
/// and tells its output what the booking allows; it knows no view.
@MainActor
public final class Interactor: FlightBookerInteractorInputProtocol {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any FlightBookerInteractorOutputProtocol)?

  private var booking = FlightBooking()

  /// Creates the interactor with the booking in its first state.
  public init() {}

  /// Chooses the flight's kind.
  public func selectFlightType(_ segment: Int) {
    @Received(by: self, segment) var message = #function
    booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    reportAvailability()
  }

  /// Takes the start date.
  public func changeStartDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.startDate = text
    reportAvailability()
  }

  /// Takes the return date.
  public func changeReturnDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.returnDate = text
    reportAvailability()
  }

  /// Books, when the booking allows it.
  public func book() {
    @Received(by: self) var message = #function
    guard let confirmation = booking.confirmation else { return }
    output?.didBook(confirmation)
  }

  private func reportAvailability() {
    output?.didUpdateAvailability(
      returnDate: booking.isReturnDateEnabled, booking: booking.canBook)
  }
}
