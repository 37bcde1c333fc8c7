import MassiveMVC
import ScreenDriver
import Testing
import ViewKit

/// With no model, the sum lives inside the controller, so the only way to test it is through the
/// view: every test types into the screen's fields and reads its label, as a UI test would.
@MainActor
struct CalculatorViewControllerTests {
  private func makeScreen() throws -> ScreenDriver {
    try ScreenDriver(CalculatorViewController())
  }

  @Test func showsZeroOnceLoaded() throws {
    let screen = try makeScreen()
    #expect(screen.resultText == "0")
  }

  @Test func showsTheSumAfterEveryKeystroke() throws {
    let screen = try makeScreen()
    screen.tokenField.insertText(",")
    var shown: [String] = []
    for key in ["1", "2", ",", "3", ",", "-", "4"] {
      screen.inputField.insertText(key)
      shown.append(screen.resultText)
    }
    #expect(shown == ["1", "12", "12", "15", "15", "15", "11"])
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
