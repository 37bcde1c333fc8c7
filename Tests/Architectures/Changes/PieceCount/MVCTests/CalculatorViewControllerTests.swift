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
  @Test func thePieceCountLabelShowsHowManyPiecesCountAfterEveryEdit() throws {
    let screen = try ScreenDriver(CalculatorViewController(model: Calculator()))
    let label = try #require(
      screen.rootViewController.view.descendant(
        Label.self, withAccessibilityIdentifier: AccessibilityIdentifier.pieceCountLabel))
    var shown = [label.text]
    screen.inputField.insertText("1,x,0")
    shown.append(label.text)
    screen.tokenField.insertText(",")
    shown.append(label.text)
    screen.inputField.insertText(",-")
    shown.append(label.text)
    screen.inputField.insertText("7")
    shown.append(label.text)
    screen.inputField.deleteBackward()
    shown.append(label.text)
    #expect(shown == ["0", "0", "2", "2", "3", "2"])
  }

  @Test func asksTheModelItIsGiven() throws {
    let model = Calculator()
    model.token = ","
    let screen = try ScreenDriver(CalculatorViewController(model: model))
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "3")
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
