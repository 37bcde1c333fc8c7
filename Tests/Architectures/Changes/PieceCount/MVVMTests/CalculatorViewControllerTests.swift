import CalculatorModel
import CalculatorUI
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

  @Test func showsThePieceCountInItsLabel() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    let label = screen.rootViewController.view.descendant(
      Label.self, withAccessibilityIdentifier: AccessibilityIdentifier.pieceCountLabel)
    #expect(label?.text == "0")
    screen.inputField.insertText("7·x·8")
    screen.tokenField.insertText("·")
    #expect(label?.text == "2")
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
