import CalculatorUI
import Testing
import TextEditing
import ViewKit

@MainActor
private final class DelegateRecorder: CalculatorViewDelegate {
  var calls: [String] = []

  func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    calls.append("token \(token)")
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    calls.append("input \(input) \(edit)")
  }
}

@MainActor
struct CalculatorViewTests {
  @Test func carriesTheAccessibilityIdentifiersOfItsWidgets() {
    let view = CalculatorView()
    #expect(view.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField") != nil)
    #expect(view.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField") != nil)
    #expect(view.descendant(Label.self, withAccessibilityIdentifier: "resultLabel") != nil)
  }

  @Test func reportsEachFieldsEditsToItsDelegate() {
    let view = CalculatorView()
    let delegate = DelegateRecorder()
    view.delegate = delegate
    view.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField")?
      .insertText(",")
    let inputField = view.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField")
    inputField?.insertText("1,2")
    inputField?.deleteBackward()
    #expect(
      delegate.calls == ["token ,", #"input 1,2 [0..<0] → "1,2""#, #"input 1, [2..<3] → """#])
    #expect(view.tokenText == ",")
    #expect(view.inputText == "1,")
  }

  @Test func setResultTextShowsTheResultInTheLabel() {
    let view = CalculatorView()
    view.setResultText("42")
    #expect(view.descendant(Label.self, withAccessibilityIdentifier: "resultLabel")?.text == "42")
  }

  @Test func setTokenTextShowsTheTokenWithoutTellingTheDelegate() {
    let view = CalculatorView()
    let delegate = DelegateRecorder()
    view.delegate = delegate
    view.setTokenText(",;")
    let tokenField = view.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField")
    #expect(tokenField?.text == ",;")
    #expect(view.tokenText == ",;")
    #expect(delegate.calls.isEmpty)
  }

  @Test func holdsItsDelegateWeakly() {
    let view = CalculatorView()
    weak var weakDelegate: DelegateRecorder?
    do {
      let delegate = DelegateRecorder()
      view.delegate = delegate
      weakDelegate = delegate
    }
    #expect(weakDelegate == nil)
  }
}
