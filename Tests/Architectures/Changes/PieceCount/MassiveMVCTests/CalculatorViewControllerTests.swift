import CalculatorUI
import MassiveMVC
import ScreenDriver
import Testing
import ViewKit

/// With no model, the sum lives inside the controller, so it is tested only through the view.
///
/// `CatalogScreenTests`'s table does that for every architecture, and
/// `RoleScriptTests` plays the role script through the delegate methods. Here is what is left:
/// the controller shows the piece count, owns what it creates, and releasing it releases
/// everything.
@MainActor
struct CalculatorViewControllerTests {
  @Test func thePieceCountLabelShowsHowManyPiecesCountAfterEveryEdit() throws {
    let screen = try ScreenDriver(CalculatorViewController())
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
