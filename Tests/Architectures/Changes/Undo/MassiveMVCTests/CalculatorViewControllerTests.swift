import MassiveMVC
import ScreenDriver
import Testing
import ViewKit

/// With no model, the sum lives inside the controller, so it is tested only through the view.
///
/// `CatalogScreenTests`'s table does that for every architecture, and
/// `RoleScriptTests` plays the role script through the delegate methods. Here is what is left:
/// the undo button takes back the edits the controller saw, the controller owns what it creates,
/// and releasing it releases everything.
@MainActor
struct CalculatorViewControllerTests {
  /// Taps the screen's undo button.
  private func tapUndo(on screen: ScreenDriver) throws {
    let root = screen.rootViewController.view
    try #require(root.descendant(Button.self, withAccessibilityIdentifier: "undoButton")).tap()
  }

  @Test func eachTapPutsBackTheFieldTheLastEditChangedAndShowsTheResult() throws {
    let screen = try ScreenDriver(CalculatorViewController())
    screen.tokenField.insertText(",")
    screen.inputField.insertText("1")
    screen.inputField.insertText(",")
    screen.inputField.insertText("22")
    screen.tokenField.insertText(";")
    screen.inputField.deleteBackward()
    var shown: [[String]] = []
    for _ in 0..<6 {
      try tapUndo(on: screen)
      shown.append([screen.tokenField.text ?? "", screen.inputField.text ?? "", screen.resultText])
    }
    #expect(
      shown == [
        [",;", "1,22", "23"], [",", "1,22", "23"], [",", "1,", "1"], [",", "1", "1"],
        [",", "", "0"], ["", "", "0"],
      ])
  }

  @Test func aTapWithNothingLeftToUndoChangesNothing() throws {
    let screen = try ScreenDriver(CalculatorViewController())
    try tapUndo(on: screen)
    screen.inputField.insertText("5")
    try tapUndo(on: screen)
    let changes = (screen.tokenField.textChangeCount, screen.inputField.textChangeCount)
    try tapUndo(on: screen)
    try tapUndo(on: screen)
    #expect(screen.tokenField.textChangeCount == changes.0)
    #expect(screen.inputField.textChangeCount == changes.1)
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
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
