import FlightBookerUnidirectionalStore
import FlightBooking
import Testing

/// The store's reducer is a function on values: each action's next state.
struct ReducerTests {
  @Test func aBookingConfirmsOnlyWhatTheRulesAllow() {
    var state = State()
    Reducer.reduce(into: &state, action: .flightTypeSelected(1))
    Reducer.reduce(into: &state, action: .returnDateChanged("26.03.2014"))
    Reducer.reduce(into: &state, action: .bookTapped)
    #expect(state.message == "")
    #expect(!state.booking.canBook)
    Reducer.reduce(into: &state, action: .startDateChanged("26.03.2014"))
    Reducer.reduce(into: &state, action: .bookTapped)
    #expect(state.message == "You have booked a return flight from 26.03.2014 to 26.03.2014.")
  }

  @Test func theMessageStaysUntilTheNextBooking() {
    var state = State()
    Reducer.reduce(into: &state, action: .bookTapped)
    Reducer.reduce(into: &state, action: .startDateChanged("x"))
    Reducer.reduce(into: &state, action: .flightTypeSelected(1))
    #expect(state.message == "You have booked a one-way flight on 27.03.2014.")
    #expect(state.booking.isReturnDateEnabled)
  }
}
