import MassiveMVC
import Persistence
import ScreenDriver
import Testing
import ViewKit

/// With no model, the sum lives inside the controller, so it is tested only through the view.
///
/// `CatalogScreenTests`'s table does that for every architecture, and
/// `RoleScriptTests` plays the role script through the delegate methods. Here is what is left:
/// the controller remembers the token across launches, owns what it creates, and releasing it
/// releases everything.
@MainActor
struct CalculatorViewControllerTests {
  @Test func aRelaunchShowsTheLastTokenAnEmptyInputAndZero() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(CalculatorViewController(keyValueStore: keyValueStore))
      #expect(screen.tokenField.text == "")
      screen.tokenField.insertText(",;")
      screen.tokenField.deleteBackward()
      screen.inputField.insertText("1,2")
    }
    let relaunched = try ScreenDriver(CalculatorViewController(keyValueStore: keyValueStore))
    #expect(relaunched.tokenField.text == ",")
    #expect(relaunched.inputField.text == "")
    #expect(relaunched.resultText == "0")
  }

  @Test func theRememberedTokenSplitsWhatIsTypedAfterARelaunch() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(CalculatorViewController(keyValueStore: keyValueStore))
      screen.tokenField.insertText(";")
    }
    let relaunched = try ScreenDriver(CalculatorViewController(keyValueStore: keyValueStore))
    relaunched.inputField.insertText("1;2;3")
    #expect(relaunched.resultText == "6")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakTokenField: TextField?
    weak var weakInputField: TextField?
    weak var weakLabel: Label?
    do {
      let controller = CalculatorViewController(keyValueStore: InMemoryKeyValueStore())
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
