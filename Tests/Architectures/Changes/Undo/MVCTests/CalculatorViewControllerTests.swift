import CalculatorModel
import MVC
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is reached through its view, so these tests drive the screen's fields.
///
/// What every screen must show after each edit is
/// `CatalogScreenTests`'s table, run on every architecture; here is only what is MVC's own: the
/// controller uses the model it is given, takes back the edits it saw when the undo button is
/// tapped, and owns what it creates.
@MainActor
struct CalculatorViewControllerTests {
  /// Taps the screen's undo button.
  private func tapUndo(on screen: ScreenDriver) throws {
    let root = screen.rootViewController.view
    try #require(root.descendant(Button.self, withAccessibilityIdentifier: "undoButton")).tap()
  }

  @Test func asksTheModelItIsGiven() throws {
    let model = Calculator()
    model.token = ","
    let screen = try ScreenDriver(CalculatorViewController(model: UndoModel(calculator: model)))
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "3")
  }

  @Test func eachTapPutsBackTheFieldTheLastEditChangedAndShowsTheResult() throws {
    let screen = try ScreenDriver(
      CalculatorViewController(model: UndoModel(calculator: Calculator())))
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

  @Test func anUndoneTokenEditPutsTheTokenBackInTheModel() throws {
    let model = Calculator()
    let screen = try ScreenDriver(CalculatorViewController(model: UndoModel(calculator: model)))
    screen.tokenField.insertText(",;")
    screen.tokenField.deleteBackward()
    try tapUndo(on: screen)
    #expect(model.token == ",;")
    screen.inputField.insertText("1;2")
    #expect(screen.resultText == "3")
  }

  @Test func aTapWithNothingLeftToUndoChangesNothing() throws {
    let screen = try ScreenDriver(
      CalculatorViewController(model: UndoModel(calculator: Calculator())))
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
    weak var weakField: TextField?
    do {
      let controller = CalculatorViewController(model: UndoModel(calculator: Calculator()))
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
