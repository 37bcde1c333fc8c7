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

  @Test func rendersTheFieldsAnUndoPutsBack() throws {
    let screen = try ScreenDriver(CalculatorViewController(store: Store()))
    screen.tokenField.insertText("+")
    screen.inputField.insertText("1+2")
    screen.tokenField.deleteBackward()
    let undoButton = screen.rootViewController.view.descendant(
      Button.self, withAccessibilityIdentifier: "undoButton")
    try #require(undoButton).tap()
    #expect(screen.tokenField.text == "+")
    #expect(screen.resultText == "3")
    try #require(undoButton).tap()
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
  }

  @Test func neverWritesTheUsersOwnEditsBackToTheFields() throws {
    let screen = try ScreenDriver(CalculatorViewController(store: Store()))
    let changes = (screen.tokenField.textChangeCount, screen.inputField.textChangeCount)
    screen.tokenField.insertText(",")
    screen.inputField.insertText("1,2")
    screen.inputField.deleteBackward()
    #expect(screen.tokenField.textChangeCount == changes.0 + 1)
    #expect(screen.inputField.textChangeCount == changes.1 + 2)
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
