import FlightBooking
import Testing

/// The booker's rules on values: what is enabled, and what a booking says.
struct FlightBookingTests {
  @Test func startsOneWayOnTheTwentySeventhAndCanBook() {
    let booking = FlightBooking()
    #expect(booking.kind == .oneWay)
    #expect(booking.startDate == "27.03.2014")
    #expect(booking.returnDate == "27.03.2014")
    #expect(!booking.isReturnDateEnabled)
    #expect(booking.canBook)
    #expect(booking.confirmation == "You have booked a one-way flight on 27.03.2014.")
  }

  @Test func aReturnFlightNeedsAValidReturnDateNotBeforeTheStart() {
    var booking = FlightBooking()
    booking.kind = .returnFlight
    #expect(booking.isReturnDateEnabled)
    #expect(booking.canBook)
    booking.returnDate = "26.03.2014"
    #expect(!booking.canBook)
    #expect(booking.confirmation == nil)
    booking.returnDate = "30.03.2014"
    #expect(
      booking.confirmation == "You have booked a return flight from 27.03.2014 to 30.03.2014.")
    booking.returnDate = "30.02.2014"
    #expect(!booking.canBook)
  }

  @Test func aOneWayFlightIgnoresTheReturnDateButNotTheStart() {
    var booking = FlightBooking()
    booking.returnDate = "nonsense"
    #expect(booking.canBook)
    booking.startDate = "27.3.2014"
    #expect(!booking.canBook)
  }

  @Test func theSegmentsAreOneWayThenReturn() {
    #expect(FlightBooking.Kind.allCases.map(\.title) == ["one-way flight", "return flight"])
    #expect(FlightBooking.Kind(rawValue: 1) == .returnFlight)
  }
}
