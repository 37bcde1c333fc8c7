import CalculatorUI
import MassiveMVC
import ScreenDriver
import Testing
import ViewKit

/// With no model, the sum lives inside the controller, so it is tested only through the view.
///
/// `CatalogScreenTests`'s table does that for every architecture, and
/// `RoleScriptTests` plays the role script through the delegate methods. Here is what is left:
/// the controller owns what it creates, and releasing it releases everything.
@MainActor
struct CalculatorViewControllerTests {
  @Test func tappingClearEmptiesTheInputKeepsTheTokenAndShowsZero() throws {
    let screen = try ScreenDriver(CalculatorViewController())
    let clearButton = try #require(
      screen.rootViewController.view.descendant(
        Button.self, withAccessibilityIdentifier: AccessibilityIdentifier.clearButton))
    screen.tokenField.insertText(",")
    screen.inputField.insertText("1,2")
    clearButton.tap()
    #expect(screen.inputField.text == "")
    #expect(screen.tokenField.text == ",")
    #expect(screen.resultText == "0")
    screen.inputField.insertText("4,5")
    #expect(screen.resultText == "9")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakTokenField: TextField?
    weak var weakInputField: TextField?
    weak var weakLabel: Label?
    do {
      let controller = CalculatorViewController()
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      screen.tokenField.deleteBackward()
      weakController = controller
      weakView = controller.view
      weakTokenField = screen.tokenField
      weakInputField = screen.inputField
      weakLabel = screen.resultLabel
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakTokenField == nil)
    #expect(weakInputField == nil)
    #expect(weakLabel == nil)
  }
}
