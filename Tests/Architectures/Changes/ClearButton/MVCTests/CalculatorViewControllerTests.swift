import CalculatorModel
import CalculatorUI
import MVC
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is reached through its view, so these tests drive the screen's fields.
///
/// What every screen must show after each edit is
/// `CatalogScreenTests`'s table, run on every architecture; here is only what is MVC's own: the
/// controller uses the model it is given, and owns what it creates.
@MainActor
struct CalculatorViewControllerTests {
  @Test func asksTheModelItIsGiven() throws {
    let model = Calculator()
    model.token = ","
    let screen = try ScreenDriver(CalculatorViewController(model: model))
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "3")
  }

  @Test func tappingClearEmptiesTheInputKeepsTheTokenAndShowsZero() throws {
    let screen = try ScreenDriver(CalculatorViewController(model: Calculator()))
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
    weak var weakField: TextField?
    do {
      let controller = CalculatorViewController(model: Calculator())
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
      weakField = screen.inputField
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakField == nil)
  }
}
