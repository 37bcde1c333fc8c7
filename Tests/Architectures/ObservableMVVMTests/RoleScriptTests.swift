import CalculatorModel
import ObservableMVVM
import Testing
import TextEditing
import WorkbenchTestSupport

/// The view model plays the role script as the bound fields would, with no view: each step
/// writes a field's new text.
@MainActor
struct RoleScriptTests {
  @Test func theViewModelShowsEveryResultOfTheRoleScript() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): viewModel.token = token
      case .input(let change): viewModel.input = change.text
      }
      return viewModel.resultText
    }
    #expect(results == RoleScript.expectedResults)
  }
}
