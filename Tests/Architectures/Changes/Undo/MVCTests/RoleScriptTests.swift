import CalculatorModel
import CalculatorUI
import MVC
import ScreenDriver
import Testing
import TextEditing
import ViewKit
import WorkbenchTestSupport

/// The controller plays the role script through its delegate methods, as its view calls them,
/// with the fields set from code to what the script says they hold.
@MainActor
struct RoleScriptTests {
  @Test func theControllerShowsEveryResultOfTheRoleScript() throws {
    let controller = CalculatorViewController(model: UndoModel(calculator: Calculator()))
    let screen = try ScreenDriver(controller)
    let view = try #require(controller.view as? CalculatorView)
    let results = RoleScript.play { step in
      switch step {
      case .token(let token):
        screen.tokenField.text = token
        controller.didChangeTokenText(view, token: token)
      case .input(let change):
        screen.inputField.text = change.text
        controller.didChangeInputText(view, input: change.text, edit: change.edit)
      }
      return screen.resultText
    }
    #expect(results == RoleScript.expectedResults)
  }
}
