import CalculatorModel
import CalculatorUI
import CleanSwift
import Persistence
import ScreenDriver
import Testing
import TextEditing
import ViewKit
import WorkbenchTestSupport

/// Every Clean Swift role that receives the user's edits plays the role script: the view
/// through its delegate methods, the interactor through its requests.
@MainActor
struct RoleScriptTests {
  @Test func theViewShowsEveryResultOfTheRoleScript() throws {
    let controller = try #require(
      CalculatorScreen.makeRootViewController(keyValueStore: InMemoryKeyValueStore())
        as? CalculatorViewController)
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

  @Test func theInteractorPresentsEverySumOfTheRoleScript() {
    let presenter = PresenterSpy()
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    let results = RoleScript.play { step in
      switch step {
      case .token(let token):
        interactor.changeToken(request: ChangeToken.Request(token: token))
      case .input(let change):
        interactor.calculate(request: Calculate.Request(input: change.text, edit: change.edit))
      }
      return presenter.sums.last.map { String(describing: $0) } ?? ""
    }
    #expect(results == RoleScript.expectedResults)
  }
}
