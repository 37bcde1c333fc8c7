import FlightBooking
import Tracing

/// The pure function of the store: the next state from the state and an action.
public enum Reducer {
  /// Applies `action` to `state`.
  ///
  /// - Parameters:
  ///   - state: The state, changed in place.
  ///   - action: What the user did.
  public static func reduce(into state: inout State, action: Action) {
    @Received(role: "Reducer", action) var message = #function
    switch action {
    case .flightTypeSelected(let segment):
      state.booking.kind = FlightBooking.Kind(rawValue: segment) ?? .oneWay
    case .startDateChanged(let text):
      state.booking.startDate = text
    case .returnDateChanged(let text):
      state.booking.returnDate = text
    case .bookTapped:
      if let confirmation = state.booking.confirmation { state.message = confirmation }
    }
  }
}
