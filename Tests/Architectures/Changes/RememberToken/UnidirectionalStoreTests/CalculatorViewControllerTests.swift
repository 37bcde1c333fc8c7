import Persistence
import ScreenDriver
import Testing
import UnidirectionalStore
import ViewKit

/// The view sends the store what the user did and renders what the store holds; driven through
/// its widgets, with the store watched from outside.
@MainActor
struct CalculatorViewControllerTests {
  @Test func rendersTheStoresStateOnceLoaded() throws {
    let store = Store(initialState: State())
    let screen = try ScreenDriver(CalculatorViewController(store: store))
    #expect(screen.resultText == "0")
  }

  @Test func rendersTheStatesTokenInTheTokenField() throws {
    let store = Store(initialState: State(tokenText: "+"))
    let screen = try ScreenDriver(CalculatorViewController(store: store))
    #expect(screen.tokenField.text == "+")
    screen.inputField.insertText("1+2")
    #expect(screen.resultText == "3")
  }

  @Test func aRelaunchStartsFromTheLastToken() throws {
    let keyValueStore = InMemoryKeyValueStore()
    do {
      let screen = try ScreenDriver(
        CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
      screen.tokenField.insertText("+;")
      screen.inputField.insertText("1+2")
      screen.tokenField.deleteBackward()
    }
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: keyValueStore))
    #expect(screen.tokenField.text == "+")
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
  }

  @Test func sendsEveryEditAsAnActionAndRendersTheResult() throws {
    let store = Store()
    let screen = try ScreenDriver(CalculatorViewController(store: store))
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    #expect(store.state == State(tokenText: "+", inputText: "1+2", resultText: "3"))
    #expect(screen.resultText == "3")
    screen.tokenField.deleteBackward()
    #expect(store.state == State(tokenText: "", inputText: "1+2", resultText: "0"))
    #expect(screen.resultText == "0")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakStore: Store?
    do {
      let store = Store()
      let controller = CalculatorViewController(store: store)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      screen.tokenField.deleteBackward()
      weakController = controller
      weakView = controller.view
      weakStore = store
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakStore == nil)
  }
}
