import Testing
import UnidirectionalStore

/// The reducer is a pure function, tested on values alone, with no store and no view; every test
/// asserts the whole next state.
struct ReducerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let state: State
    let action: Action
    let expected: State

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "input with no token is one piece",
      state: State(),
      action: .inputTextChanged("12"),
      expected: State(inputText: "12", resultText: "12")),
    Case(
      name: "input split at the token",
      state: State(tokenText: ","),
      action: .inputTextChanged("1,2,x,-4"),
      expected: State(tokenText: ",", inputText: "1,2,x,-4", resultText: "-1")),
    Case(
      name: "token change recomputes the kept input",
      state: State(inputText: "1;2,3", resultText: "0"),
      action: .tokenTextChanged(";,"),
      expected: State(tokenText: ";,", inputText: "1;2,3", resultText: "6")),
    Case(
      name: "clearing the token joins the pieces again",
      state: State(tokenText: ",", inputText: "1,2", resultText: "3"),
      action: .tokenTextChanged(""),
      expected: State(tokenText: "", inputText: "1,2", resultText: "0")),
    Case(
      name: "clearing the input",
      state: State(tokenText: ",", inputText: "1,2", resultText: "3"),
      action: .inputTextChanged(""),
      expected: State(tokenText: ",", inputText: "", resultText: "0")),
  ]

  @Test(arguments: cases)
  func reduceGivesTheWholeNextState(_ testCase: Case) {
    var state = testCase.state
    Reducer.reduce(into: &state, action: testCase.action)
    #expect(state == testCase.expected)
  }

  @Test func aSequenceOfActionsFoldsIntoTheExpectedStates() {
    let actions: [Action] = [
      .inputTextChanged("1"), .inputTextChanged("1,"), .inputTextChanged("1,2"),
      .tokenTextChanged(","), .inputTextChanged("1,2,"), .tokenTextChanged(""),
    ]
    var state = State()
    var results: [String] = []
    for action in actions {
      Reducer.reduce(into: &state, action: action)
      results.append(state.resultText)
    }
    #expect(results == ["1", "0", "0", "3", "3", "0"])
    #expect(state == State(tokenText: "", inputText: "1,2,", resultText: "0"))
  }
}
