public import FlightBooking

/// Everything the screen shows, as one value: the booking and the confirmation.
public struct State: Equatable, Sendable {
  /// The flight's kind and the dates as typed.
  public var booking = FlightBooking()
  /// The confirmation label's text, empty until a booking.
  public var message = ""

  /// Creates the first state: one way, both dates 27.03.2014, no message.
  public init() {}
}
