import MVP
import Persistence
import ScreenDriver
import Testing
import ViewKit

/// The passive view, wired to its real presenter by the screen, driven through its widgets.
@MainActor
struct CalculatorViewControllerTests {
  @Test func forwardsEditsAndShowsWhatThePresenterSays() throws {
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: InMemoryKeyValueStore()))
    #expect(screen.resultText == "0")
    screen.inputField.insertText("7·8")
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "15")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: ViewController?
    weak var weakView: View?
    do {
      let controller = CalculatorScreen.makeRootViewController(
        keyValueStore: InMemoryKeyValueStore())
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
  }

  @Test func showsTheTokenThePresenterRemembered() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(
        CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
      screen.tokenField.insertText("·")
    }
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
    #expect(screen.tokenField.text == "·")
    screen.inputField.insertText("7·8")
    #expect(screen.resultText == "15")
  }
}
