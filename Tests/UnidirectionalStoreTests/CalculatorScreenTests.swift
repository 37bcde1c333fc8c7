import ScreenDriver
import Testing
import UnidirectionalStore
import ViewKit

/// The screen the catalogue builds shows, after every edit, the label a person working the sums
/// out by hand would expect.
@MainActor
struct CalculatorScreenTests {
  private enum Field {
    case token
    case input
  }

  private enum Edit {
    case insert(String)
    case deleteBackward
    case replace(String)
  }

  private struct Step {
    let field: Field
    let edit: Edit
    let expectedResult: String
  }

  /// Typing, deleting and pasting in both fields, with token changes after the input is typed.
  private static let steps: [Step] = [
    Step(field: .input, edit: .insert("1"), expectedResult: "1"),
    Step(field: .input, edit: .insert("2"), expectedResult: "12"),
    Step(field: .input, edit: .insert(","), expectedResult: "0"),
    Step(field: .input, edit: .insert("3"), expectedResult: "0"),
    Step(field: .token, edit: .insert(","), expectedResult: "15"),
    Step(field: .input, edit: .insert(";4"), expectedResult: "12"),
    Step(field: .token, edit: .insert(";"), expectedResult: "19"),
    Step(field: .input, edit: .deleteBackward, expectedResult: "15"),
    Step(field: .token, edit: .deleteBackward, expectedResult: "12"),
    Step(field: .input, edit: .replace("-5,5,x"), expectedResult: "0"),
    Step(field: .token, edit: .replace(""), expectedResult: "0"),
    Step(field: .input, edit: .replace("42"), expectedResult: "42"),
  ]

  private func perform(_ step: Step, on screen: ScreenDriver) {
    let field = step.field == .token ? screen.tokenField : screen.inputField
    switch step.edit {
    case .insert(let text): field.insertText(text)
    case .deleteBackward: field.deleteBackward()
    case .replace(let text): field.replaceText(with: text)
    }
  }

  @Test func showsTheExpectedResultAfterEveryEdit() throws {
    let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
    var shown = [screen.resultText]
    for step in Self.steps {
      perform(step, on: screen)
      shown.append(screen.resultText)
    }
    #expect(shown == ["0"] + Self.steps.map(\.expectedResult))
  }

  @Test func makesAFreshScreenWithItsViewNotLoaded() {
    let first = CalculatorScreen.makeRootViewController()
    let second = CalculatorScreen.makeRootViewController()
    #expect(first !== second)
    #expect(!first.isViewLoaded)
  }
}
