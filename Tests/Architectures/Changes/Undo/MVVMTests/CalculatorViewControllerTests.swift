import CalculatorModel
import MVVM
import ScreenDriver
import Testing
import ViewKit

/// The view bound to its view model, driven through its widgets.
@MainActor
struct CalculatorViewControllerTests {
  @Test func bindsTheResultLabelToTheViewModel() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    #expect(screen.resultText == "0")
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    #expect(screen.resultText == "3")
  }

  @Test func bindsTheFieldsToWhatTheViewModelPutsBackOnAnUndo() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    screen.tokenField.deleteBackward()
    let undoButton = screen.rootViewController.view.descendant(
      Button.self, withAccessibilityIdentifier: "undoButton")
    try #require(undoButton).tap()
    #expect(screen.tokenField.text == "+")
    #expect(screen.resultText == "3")
    try #require(undoButton).tap()
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakViewModel: ViewModel?
    do {
      let viewModel = ViewModel(model: Calculator())
      let controller = CalculatorViewController(viewModel: viewModel)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
      weakViewModel = viewModel
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakViewModel == nil)
  }
}
