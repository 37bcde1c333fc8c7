import MVVMInputOutput
import Persistence
import ScreenDriver
import Testing
import ViewKit

/// The view's streams bound to the view model's transform, driven through its widgets.
@MainActor
struct CalculatorViewControllerTests {
  @Test func bindsTheResultLabelToTheViewModelsOutput() throws {
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: InMemoryKeyValueStore()))
    #expect(screen.resultText == "0")
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    #expect(screen.resultText == "3")
  }

  @Test func bindsTheTokenFieldToTheRememberedToken() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(
        CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
      screen.tokenField.insertText("+")
    }
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
    #expect(screen.tokenField.text == "+")
    #expect(screen.resultText == "0")
    screen.inputField.insertText("1+2")
    #expect(screen.resultText == "3")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakViewModel: ViewModel?
    do {
      let viewModel = ViewModel(keyValueStore: InMemoryKeyValueStore())
      let controller = CalculatorViewController(viewModel: viewModel)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      screen.tokenField.deleteBackward()
      weakController = controller
      weakView = controller.view
      weakViewModel = viewModel
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakViewModel == nil)
  }
}
