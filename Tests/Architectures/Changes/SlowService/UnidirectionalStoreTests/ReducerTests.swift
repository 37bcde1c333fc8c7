import Testing
import TextEditing
import UnidirectionalStore

/// The reducer is a pure function: each test gives it a state and an action and checks the whole
/// next state and the effect it asks for, with no store, no service and no clock.
struct ReducerTests {
  @Test func anInputEditShowsAnEllipsisAndAsksForTheSumOfBothFields() {
    var state = State(tokenText: ",")
    let edit = TextEdit(range: 0..<0, replacementString: "1,2")
    let effect = Reducer.reduce(
      into: &state, action: .inputTextChanged(EditedText(text: "1,2", edit: edit)))
    #expect(state == State(tokenText: ",", inputText: "1,2", resultText: "…"))
    #expect(effect == .requestSum(input: "1,2", token: ","))
  }

  @Test func aTokenEditShowsAnEllipsisAndAsksForTheSumOfTheInputKept() {
    var state = State(tokenText: "", inputText: "1;2", resultText: "0")
    let effect = Reducer.reduce(into: &state, action: .tokenTextChanged(";"))
    #expect(state == State(tokenText: ";", inputText: "1;2", resultText: "…"))
    #expect(effect == .requestSum(input: "1;2", token: ";"))
  }

  @Test func theAnswerShowsTheSumAndAsksForNothing() {
    var state = State(tokenText: ";", inputText: "1;2", resultText: "…")
    let effect = Reducer.reduce(into: &state, action: .sumResponse(3))
    #expect(state == State(tokenText: ";", inputText: "1;2", resultText: "3"))
    #expect(effect == .none)
  }
}
