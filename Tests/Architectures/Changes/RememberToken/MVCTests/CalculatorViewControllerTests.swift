import CalculatorModel
import MVC
import Persistence
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is reached through its view, so these tests drive the screen's fields.
///
/// What every screen must show after each edit is
/// `CatalogScreenTests`'s table, run on every architecture; here is only what is MVC's own: the
/// controller uses the model it is given, remembers the token across launches, and owns what it
/// creates.
@MainActor
struct CalculatorViewControllerTests {
  @Test func asksTheModelItIsGiven() throws {
    let model = Calculator()
    let screen = try ScreenDriver(
      CalculatorViewController(model: model, keyValueStore: InMemoryKeyValueStore()))
    model.token = ","
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "3")
  }

  @Test func aRelaunchShowsTheLastTokenAnEmptyInputAndZero() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(
        CalculatorViewController(model: Calculator(), keyValueStore: keyValueStore))
      #expect(screen.tokenField.text == "")
      screen.tokenField.insertText(",;")
      screen.tokenField.deleteBackward()
      screen.inputField.insertText("1,2")
    }
    let relaunched = try ScreenDriver(
      CalculatorViewController(model: Calculator(), keyValueStore: keyValueStore))
    #expect(relaunched.tokenField.text == ",")
    #expect(relaunched.inputField.text == "")
    #expect(relaunched.resultText == "0")
  }

  @Test func aRelaunchHandsTheRememberedTokenToTheModel() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(
        CalculatorViewController(model: Calculator(), keyValueStore: keyValueStore))
      screen.tokenField.insertText(";")
    }
    let model = Calculator()
    let relaunched = try ScreenDriver(
      CalculatorViewController(model: model, keyValueStore: keyValueStore))
    #expect(model.token == ";")
    relaunched.inputField.insertText("1;2;3")
    #expect(relaunched.resultText == "6")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakField: TextField?
    do {
      let controller = CalculatorViewController(
        model: Calculator(), keyValueStore: InMemoryKeyValueStore())
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
