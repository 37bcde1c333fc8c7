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

  func didTapUndoButton(_ calculatorView: CalculatorView) {
    calls.append("undo")
  }
}

/// A delegate that offers no undo.
@MainActor
private final class EditsOnlyDelegate: CalculatorViewDelegate {
  var calls = 0

  func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    calls += 1
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    calls += 1
  }
}

@MainActor
struct CalculatorViewTests {
  @Test func carriesTheAccessibilityIdentifiersOfItsWidgets() {
    let view = CalculatorView()
    #expect(view.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField") != nil)
    #expect(view.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField") != nil)
    #expect(view.descendant(Label.self, withAccessibilityIdentifier: "resultLabel") != nil)
    #expect(view.descendant(Button.self, withAccessibilityIdentifier: "undoButton") != nil)
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

  @Test func reportsEachTapOfTheUndoButtonToItsDelegate() {
    let view = CalculatorView()
    let delegate = DelegateRecorder()
    view.delegate = delegate
    let undoButton = view.descendant(Button.self, withAccessibilityIdentifier: "undoButton")
    undoButton?.tap()
    undoButton?.tap()
    #expect(delegate.calls == ["undo", "undo"])
  }

  @Test func aTapOfTheUndoButtonDoesNothingForADelegateThatOffersNoUndo() {
    let view = CalculatorView()
    let delegate = EditsOnlyDelegate()
    view.delegate = delegate
    view.setInputText("1")
    view.descendant(Button.self, withAccessibilityIdentifier: "undoButton")?.tap()
    #expect(delegate.calls == 0)
    #expect(view.inputText == "1")
  }

  @Test func setTokenTextAndSetInputTextShowTheTextsWithoutTellingTheDelegate() {
    let view = CalculatorView()
    let delegate = DelegateRecorder()
    view.delegate = delegate
    view.setTokenText(",;")
    view.setInputText("1,2")
    let tokenField = view.descendant(TextField.self, withAccessibilityIdentifier: "tokenTextField")
    let inputField = view.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField")
    #expect(tokenField?.text == ",;")
    #expect(inputField?.text == "1,2")
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
