import CleanSwift
import Persistence
import ScreenDriver
import Testing
import TextEditing
import ViewKit

/// The view, first with a spy interactor, then in the cycle the screen builds.
@MainActor
struct CalculatorViewControllerTests {
  @Test func sendsEveryEditAsARequestAndDecidesNothing() throws {
    let interactor = InteractorSpy()
    let screen = try ScreenDriver(CalculatorViewController(interactor: interactor))
    screen.tokenField.insertText(",")
    screen.inputField.insertText("1")
    screen.inputField.deleteBackward()
    #expect(interactor.tokenRestorations == [RestoreToken.Request()])
    #expect(interactor.tokenChanges.map(\.token) == [","])
    #expect(
      interactor.calculations == [
        Calculate.Request(input: "1", edit: TextEdit(range: 0..<0, replacementString: "1")),
        Calculate.Request(input: "", edit: TextEdit(range: 0..<1, replacementString: "")),
      ])
    #expect(screen.resultText == "")
  }

  @Test func displaysEachViewModelInTheResultLabel() throws {
    let controller = CalculatorViewController(interactor: InteractorSpy())
    let screen = try ScreenDriver(controller)
    controller.displayTokenChange(viewModel: ChangeToken.ViewModel(resultText: "7"))
    #expect(screen.resultText == "7")
    controller.displayCalculation(viewModel: Calculate.ViewModel(resultText: "-3"))
    #expect(screen.resultText == "-3")
  }

  @Test func displaysTheRestoredTokenAndItsResult() throws {
    let controller = CalculatorViewController(interactor: InteractorSpy())
    let screen = try ScreenDriver(controller)
    controller.displayTokenRestoration(
      viewModel: RestoreToken.ViewModel(tokenText: "·", resultText: "4"))
    #expect(screen.tokenField.text == "·")
    #expect(screen.resultText == "4")
  }

  @Test func startsFromTheRememberedTokenOnceBuiltByTheScreenAgain() throws {
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

  @Test func goesRoundTheCycleOnceBuiltByTheScreen() throws {
    let screen = try ScreenDriver(
      CalculatorScreen.makeRootViewController(keyValueStore: InMemoryKeyValueStore()))
    #expect(screen.resultText == "0")
    screen.inputField.insertText("7·8")
    screen.tokenField.insertText("·")
    #expect(screen.resultText == "15")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    do {
      let controller = try #require(
        CalculatorScreen.makeRootViewController(keyValueStore: InMemoryKeyValueStore())
          as? CalculatorViewController)
      let screen = try ScreenDriver(controller)
      screen.tokenField.insertText(",")
      screen.inputField.insertText("1,2")
      weakController = controller
      weakView = controller.view
    }
    // The view owns the interactor, which owns the presenter: with the view gone, only a strong
    // reference from the presenter back to the view could have kept any of them.
    #expect(weakController == nil)
    #expect(weakView == nil)
  }
}
