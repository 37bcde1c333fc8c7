import MV
import ScreenDriver
import Testing
import ViewKit

/// The MV screen driven through its widgets, as the harness drives it: the label is current as
/// soon as each edit returns.
@MainActor
struct CalculatorViewTests {
  @Test func showsTheModelsResultOnceLoaded() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    #expect(screen.resultText == "0")
  }

  @Test func showsTheNewResultAsSoonAsEachEditReturns() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    screen.tokenField.insertText("+")
    var shown: [String] = []
    for key in ["1", "+", "2", "0", "+", "x"] {
      screen.inputField.insertText(key)
      shown.append(screen.resultText)
    }
    screen.inputField.deleteBackward()
    shown.append(screen.resultText)
    screen.inputField.replaceText(with: "-3")
    shown.append(screen.resultText)
    #expect(shown == ["1", "1", "3", "21", "21", "21", "21", "-3"])
  }

  @Test func aTokenChangeShowsTheResultOfTheInputAlreadyOnScreen() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    screen.inputField.insertText("1,2")
    #expect(screen.resultText == "0")
    screen.tokenField.insertText(",")
    #expect(screen.resultText == "3")
  }
}
