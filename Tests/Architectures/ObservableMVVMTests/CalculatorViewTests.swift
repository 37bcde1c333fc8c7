import CalculatorModel
import DeclarativeKit
import ObservableMVVM
import ScreenDriver
import Testing
import TextEditing
import ViewKit
import WorkbenchTestSupport

/// The screen driven through its widgets, as the harness drives it: the fields write the view
/// model through their bindings, and the label is current as soon as each edit returns.
@MainActor
struct CalculatorViewTests {
  @Test func showsTheViewModelsResultOnceLoaded() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    #expect(screen.resultText == "0")
  }

  @Test func theScreenShowsEveryResultOfTheRoleScriptAsSoonAsEachEditReturns() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    let results = RoleScript.play { step in
      switch step {
      case .token(let token): screen.tokenField.replaceText(with: token)
      case .input(let change): screen.inputField.replaceText(with: change.text)
      }
      return screen.resultText
    }
    #expect(results == RoleScript.expectedResults)
  }

  @Test func theFieldsWriteTheViewModelThroughTheirBindings() throws {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let screen = try ScreenDriver(HostingController(rootView: CalculatorView(viewModel: viewModel)))
    screen.tokenField.insertText(",")
    screen.inputField.insertText("4,5")
    #expect([viewModel.token, viewModel.input, viewModel.resultText] == [",", "4,5", "9"])
  }

  @Test func aWriteOfTheViewModelOutsideAnEventShowsOnceFlushed() throws {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let host = HostingController(rootView: CalculatorView(viewModel: viewModel))
    let screen = try ScreenDriver(host)
    viewModel.token = ","
    viewModel.input = "2,2"
    host.flush()
    #expect(
      [screen.tokenField.text, screen.inputField.text, screen.resultText] == [",", "2,2", "4"])
  }

  @Test func theScreenReleasesItsViewModel() throws {
    weak var released: CalculatorViewModel?
    do {
      let viewModel = CalculatorViewModel(calculator: Calculator())
      released = viewModel
      let screen = try ScreenDriver(
        HostingController(rootView: CalculatorView(viewModel: viewModel)))
      screen.inputField.insertText("1")
    }
    #expect(released == nil)
  }
}
