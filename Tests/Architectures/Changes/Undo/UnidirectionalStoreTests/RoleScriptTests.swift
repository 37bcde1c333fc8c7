import Testing
import UnidirectionalStore
import WorkbenchTestSupport

/// The reducer plays the role script on a state value, with no store and no view.
struct RoleScriptTests {
  @Test func theReducerGivesEveryResultOfTheRoleScript() {
    var state = State()
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): Reducer.reduce(into: &state, action: .tokenTextChanged(token))
      case .input(let change): Reducer.reduce(into: &state, action: .inputTextChanged(change))
      }
      return state.resultText
    }
    #expect(results == RoleScript.expectedResults)
  }
}
