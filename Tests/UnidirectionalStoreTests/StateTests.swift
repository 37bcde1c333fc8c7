import CalculatorModel
import Testing
import UnidirectionalStore

struct StateTests {
  @Test func theInitialStateIsTheEmptyScreenAndItsSum() {
    let state = State()
    #expect(state.tokenText == "")
    #expect(state.inputText == "")
    #expect(state.resultText == String(describing: SumEngine.sum(of: "", token: "")))
  }

  @Test func statesAreEqualWhenEveryFieldIs() {
    #expect(State(tokenText: ",") == State(tokenText: ","))
    #expect(State(tokenText: ",") != State(inputText: ","))
    #expect(State(resultText: "1") != State())
  }
}
