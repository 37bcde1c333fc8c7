/// The state of 7GUIs' flight booker, and every rule of it, as plain values: which flight, the
/// two dates as typed, which widgets are enabled, and the message a booking shows.
///
/// ```swift
/// var booking = FlightBooking()
/// booking.kind = .returnFlight
/// booking.returnDate = "30.03.2014"
/// booking.canBook          // true
/// booking.confirmation     // "You have booked a return flight from 27.03.2014 to 30.03.2014."
/// ```
public struct FlightBooking: Sendable, Equatable {
  /// A one-way flight or a return flight, in the segmented control's order.
  public enum Kind: Int, Sendable, CaseIterable {
    /// One way: the return date is not asked for.
    case oneWay
    /// There and back again: the return date must be valid and not before the start.
    case returnFlight

    /// The segment's title.
    public var title: String {
      switch self {
      case .oneWay: "one-way flight"
      case .returnFlight: "return flight"
      }
    }
  }

  /// The date both fields start with.
  public static let initialDate = "27.03.2014"

  /// The flight chosen, one-way at first.
  public var kind = Kind.oneWay
  /// The start date's text.
  public var startDate = FlightBooking.initialDate
  /// The return date's text.
  public var returnDate = FlightBooking.initialDate

  /// Creates the booking as the screen starts: one way, both dates 27.03.2014.
  public init() {}

  /// Whether the return date field takes edits: only for a return flight.
  public var isReturnDateEnabled: Bool { kind == .returnFlight }

  /// Whether the start date is a real day.
  public var isStartDateValid: Bool { FlightDate(startDate) != nil }

  /// Whether the return date is a real day.
  public var isReturnDateValid: Bool { FlightDate(returnDate) != nil }

  /// Whether the book button is enabled: a valid start, and either one way or a valid return
  /// date not before the start.
  public var canBook: Bool {
    guard let start = FlightDate(startDate) else { return false }
    switch kind {
    case .oneWay: return true
    case .returnFlight:
      guard let back = FlightDate(returnDate) else { return false }
      return !(back < start)
    }
  }

  /// The message a booking shows, the dates as typed; `nil` when it cannot be booked.
  public var confirmation: String? {
    guard canBook else { return nil }
    switch kind {
    case .oneWay: return "You have booked a one-way flight on \(startDate)."
    case .returnFlight:
      return "You have booked a return flight from \(startDate) to \(returnDate)."
    }
  }
}
