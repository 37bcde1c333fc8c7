import CalculatorModel
import MVC
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is only reachable through its view: every test types into the screen's
/// fields and reads its label, the way a UI test would.
@MainActor
struct CalculatorViewControllerTests {
  private func makeScreen() throws -> ScreenDriver {
    try ScreenDriver(CalculatorViewController(model: Calculator()))
  }

  @Test func showsZeroOnceLoaded() throws {
    let screen = try makeScreen()
    #expect(screen.resultText == "0")
  }

  @Test func asksTheModelItIsGiven() throws {
    let model = Calculator()
    model.token = ","
    let screen = try ScreenDriver(CalculatorViewController(model: model))
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "3")
  }

  @Test func showsTheSumAfterEveryKeystroke() throws {
    let screen = try makeScreen()
    screen.tokenField.insertText(",")
    var shown: [String] = []
    for key in ["1", "2", ",", "3"] {
      screen.inputField.insertText(key)
      shown.append(screen.resultText)
    }
    #expect(shown == ["1", "12", "12", "15"])
  }

  @Test func recomputesWhenTheTokenChangesAfterTheInput() throws {
    let screen = try makeScreen()
    screen.inputField.replaceText(with: "1;2,3")
    #expect(screen.resultText == "0")
    screen.tokenField.insertText(";")
    #expect(screen.resultText == "1")
    screen.tokenField.insertText(",")
    #expect(screen.resultText == "6")
    screen.tokenField.deleteBackward()
    #expect(screen.resultText == "1")
  }

  @Test func deletingAndClearingFollowTheInput() throws {
    let screen = try makeScreen()
    screen.tokenField.insertText(",")
    screen.inputField.insertText("10,20")
    screen.inputField.deleteBackward()
    #expect(screen.resultText == "12")
    screen.inputField.replaceText(with: "")
    #expect(screen.resultText == "0")
  }

  @Test func releasingTheScreenReleasesEverythingItCreated() throws {
    weak var weakController: CalculatorViewController?
    weak var weakView: View?
    weak var weakField: TextField?
    do {
      let controller = CalculatorViewController(model: Calculator())
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
