import CalculatorUI
import MVP
import ScreenDriver
import Testing
import ViewKit

/// The passive view, wired to its real presenter by the screen, driven through its widgets.
@MainActor
struct CalculatorViewControllerTests {
  @Test func forwardsEditsAndShowsWhatThePresenterSays() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    #expect(screen.resultText == "0")
    screen.inputField.insertText("7·8")
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "15")
  }

  @Test func tappingClearEmptiesTheInputKeepsTheTokenAndShowsZero() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
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
    weak var weakController: ViewController?
    weak var weakView: View?
    do {
      let controller = CalculatorScreen.makeRootViewController()
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
  }
}
