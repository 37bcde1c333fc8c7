import TemperatureConverterUnidirectionalStore
import Testing

/// The reducer is a pure function: tested by calling it on values and comparing whole states.
struct ReducerTests {
  private func reduced(_ state: State, _ action: Action) -> State {
    var state = state
    Reducer.reduce(into: &state, action: action)
    return state
  }

  @Test func aNumberSetsItsFieldAndTheOtherFieldsConversion() {
    #expect(
      reduced(State(), .celsiusTextChanged("-17.5"))
        == State(celsiusText: "-17.5", fahrenheitText: "1"))
    #expect(
      reduced(State(celsiusText: "x"), .fahrenheitTextChanged("27.5"))
        == State(celsiusText: "-3", fahrenheitText: "27.5"))
  }

  @Test func textThatIsNoNumberSetsOnlyItsOwnField() {
    let state = State(celsiusText: "12", fahrenheitText: "54")
    #expect(
      reduced(state, .celsiusTextChanged("12.")) == State(celsiusText: "12.", fahrenheitText: "54"))
    #expect(
      reduced(state, .fahrenheitTextChanged("")) == State(celsiusText: "12", fahrenheitText: ""))
  }
}
