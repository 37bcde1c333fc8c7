import CalculatorModel
import CalculatorUI
import ScreenDriver
import Testing
import TextEditing
import VIPER
import ViewKit
import WorkbenchTestSupport

/// Every VIPER role that receives the user's edits plays the role script: the view through its
/// delegate methods, the presenter through its protocol, the interactor through its use cases.
@MainActor
struct RoleScriptTests {
  @Test func theViewShowsEveryResultOfTheRoleScript() throws {
    let controller = try #require(Router.createModule() as? CalculatorViewController)
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

  @Test func thePresenterShowsEveryResultOfTheRoleScript() {
    let view = FakeCalculatorView()
    let interactor = Interactor(model: Calculator())
    let presenter = Presenter(interactor: interactor)
    presenter.view = view
    interactor.output = presenter
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): presenter.didChangeTokenText(token)
      case .input(let change): presenter.didChangeInputText(change)
      }
      return view.shownResults.last ?? ""
    }
    #expect(results == RoleScript.expectedResults)
  }

  @Test func theInteractorReportsEverySumOfTheRoleScript() {
    let output = InteractorOutputSpy()
    let interactor = Interactor(model: Calculator())
    interactor.output = output
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): interactor.updateToken(token)
      case .input(let change): interactor.updateInput(change)
      }
      return output.sums.last.map { String(describing: $0) } ?? ""
    }
    #expect(results == RoleScript.expectedResults)
  }
}
