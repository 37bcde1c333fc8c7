import Testing
import TextEditing
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

  /// The action of typing `text` at `offset` of `previous`.
  static func typed(_ text: String, at offset: Int, into previous: String = "") -> Action {
    var edited = previous
    let edit = TextEdit(range: offset..<offset, replacementString: text)
    edit.apply(to: &edited)
    return .inputTextChanged(EditedText(text: edited, edit: edit))
  }

  static let cases: [Case] = [
    Case(
      name: "input with no token is one piece",
      state: State(),
      action: typed("12", at: 0),
      expected: State(inputText: "12", resultText: "12")),
    Case(
      name: "input split at the token",
      state: State(tokenText: ","),
      action: typed("1,2,x,-4", at: 0),
      expected: State(tokenText: ",", inputText: "1,2,x,-4", resultText: "-1")),
    Case(
      name: "typing at the end of a kept input",
      state: State(tokenText: ",", inputText: "1,2"),
      action: typed("0", at: 3, into: "1,2"),
      expected: State(tokenText: ",", inputText: "1,20", resultText: "21")),
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
      action: .inputTextChanged(
        EditedText(text: "", edit: TextEdit(range: 0..<3, replacementString: ""))),
      expected: State(tokenText: ",", inputText: "", resultText: "0")),
    Case(
      name: "an edit that does not fit the input: the text it came with is taken whole",
      state: State(tokenText: ",", inputText: "1,2", resultText: "3"),
      action: .inputTextChanged(
        EditedText(text: "4,4", edit: TextEdit(range: 5..<6, replacementString: "4"))),
      expected: State(tokenText: ",", inputText: "4,4", resultText: "8")),
    Case(
      name: "an undo with nothing to undo changes nothing",
      state: State(tokenText: ",", inputText: "1,2", resultText: "3"),
      action: .undoButtonTapped,
      expected: State(tokenText: ",", inputText: "1,2", resultText: "3")),
  ]

  @Test(arguments: cases)
  func reduceGivesTheWholeNextState(_ testCase: Case) {
    var state = testCase.state
    Reducer.reduce(into: &state, action: testCase.action)
    #expect(state == testCase.expected)
  }

  @Test func eachUndoPutsBackTheFieldTheLastEditChangedAndTheResultFollows() {
    let edits: [Action] = [
      .tokenTextChanged(","), Self.typed("1", at: 0), Self.typed(",2", at: 1, into: "1"),
      .inputTextChanged(
        EditedText(text: "1,", edit: TextEdit(range: 2..<3, replacementString: ""))),
      .tokenTextChanged(",;"),
    ]
    var state = State()
    for action in edits {
      Reducer.reduce(into: &state, action: action)
    }
    var states: [State] = []
    for _ in 0..<6 {
      Reducer.reduce(into: &state, action: .undoButtonTapped)
      states.append(state)
    }
    #expect(
      states == [
        State(tokenText: ",", inputText: "1,", resultText: "1"),
        State(tokenText: ",", inputText: "1,2", resultText: "3"),
        State(tokenText: ",", inputText: "1", resultText: "1"),
        State(tokenText: ",", inputText: "", resultText: "0"),
        State(), State(),
      ])
  }

  @Test func anEditAfterAnUndoIsTheNewestStepAndIsSummedFromTheInputPutBack() {
    var state = State(tokenText: ",", inputText: "1,2", resultText: "3")
    for action in [
      Self.typed("0", at: 3, into: "1,2"), .undoButtonTapped, Self.typed("9", at: 3, into: "1,2"),
      .undoButtonTapped, .undoButtonTapped,
    ] {
      Reducer.reduce(into: &state, action: action)
    }
    #expect(state == State(tokenText: ",", inputText: "1,2", resultText: "3"))
    Reducer.reduce(into: &state, action: Self.typed(",4", at: 3, into: "1,2"))
    #expect(state == State(tokenText: ",", inputText: "1,2,4", resultText: "7"))
  }

  @Test func aSequenceOfActionsFoldsIntoTheExpectedStates() {
    let actions: [Action] = [
      Self.typed("1", at: 0), Self.typed(",", at: 1, into: "1"), Self.typed("2", at: 2, into: "1,"),
      .tokenTextChanged(","), Self.typed(",", at: 3, into: "1,2"),
      .inputTextChanged(
        EditedText(text: "1,2", edit: TextEdit(range: 3..<4, replacementString: ""))),
      .tokenTextChanged(""),
    ]
    var state = State()
    var results: [String] = []
    for action in actions {
      Reducer.reduce(into: &state, action: action)
      results.append(state.resultText)
    }
    #expect(results == ["1", "0", "0", "3", "3", "3", "0"])
    #expect(state == State(tokenText: "", inputText: "1,2", resultText: "0"))
  }
}
