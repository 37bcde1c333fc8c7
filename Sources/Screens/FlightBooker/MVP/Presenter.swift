import FlightBooking
import Tracing

/// The presenter of MVP: receives the view's actions as plain values, keeps the model
/// (`FlightBooking`), and tells the view what to enable and show through
/// ``FlightBookerViewProtocol``.
///
/// It knows no kit type, so it is tested against a fake view, and it holds its view weakly, so
/// the view (which owns the presenter) is never kept alive by it.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any FlightBookerViewProtocol)?

  private var booking = FlightBooking()

  /// Creates a presenter with no view yet.
  public init() {}

  /// Records the flight's kind from its segment (0 one way, 1 return).
  ///
  /// - Parameter segment: The selected segment.
  public func didSelectFlightType(_ segment: Int) {
    @Received(by: self, segment) var message = #function
    booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    presentControls()
  }

  /// Records the start date's text.
  ///
  /// - Parameter text: The field's text.
  public func didChangeStartDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.startDate = text
    presentControls()
  }

  /// Records the return date's text.
  ///
  /// - Parameter text: The field's text.
  public func didChangeReturnDate(_ text: String) {
    @Received(by: self, text) var message = #function
    booking.returnDate = text
    presentControls()
  }

  /// Shows the confirmation of a booking the model allows.
  public func didTapBook() {
    @Received(by: self) var message = #function
    guard let confirmation = booking.confirmation else { return }
    view?.setMessage(confirmation)
  }

  private func presentControls() {
    view?.setReturnDateEnabled(booking.isReturnDateEnabled)
    view?.setBookEnabled(booking.canBook)
  }
}
