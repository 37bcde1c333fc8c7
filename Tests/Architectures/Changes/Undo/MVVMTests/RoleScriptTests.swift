import Binding
import CalculatorModel
import MVVM
import Testing
import TextEditing
import WorkbenchTestSupport

extension ViewModelInputs {
  /// Tells the view model of an input change, as the view controller does.
  func didChangeInputText(_ change: EditedText) {
    didChangeInputText(change.text, edit: change.edit)
  }
}

/// The view model plays the role script through its inputs, with no view.
@MainActor
struct RoleScriptTests {
  @Test func theViewModelShowsEveryResultOfTheRoleScript() {
    let viewModel = ViewModel(model: Calculator())
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): viewModel.inputs.didChangeTokenText(token)
      case .input(let change): viewModel.inputs.didChangeInputText(change)
      }
      return viewModel.outputs.resultText.value
    }
    #expect(results == RoleScript.expectedResults)
  }
}
