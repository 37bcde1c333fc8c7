import TextEditing
import Tracing
public import ViewKit

/// The tutorial's screen: a token field, an input field, a result label and a clear button,
/// stacked.
///
/// The view reports the user's edits and taps to its ``delegate`` (the input field's edits with
/// the edit as a value, so a model can redo only what the edit changed) and shows what it is told
/// through ``setResultText(_:)`` and ``setInputText(_:)``. It knows nothing of models, presenters or view models, which is why
/// every architecture can share it.
@MainActor
public final class CalculatorView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any CalculatorViewDelegate)?

  private let tokenTextField = TextField()
  private let inputTextField = TextField()
  private let resultLabel = Label()
  private let clearButton = Button()

  /// Creates the view with empty fields and an empty label.
  override public init() {
    super.init()
    tokenTextField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputTextField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    clearButton.accessibilityIdentifier = AccessibilityIdentifier.clearButton
    clearButton.title = "Clear"
    tokenTextField.addTarget(self, action: CalculatorView.didChangeTokenText, for: .editingChanged)
    inputTextField.addTarget(self, action: CalculatorView.didChangeInputText, for: .editingChanged)
    clearButton.addTarget(self, action: CalculatorView.didTapClear, for: .touchUpInside)
    addSubview(tokenTextField)
    addSubview(inputTextField)
    addSubview(resultLabel)
    addSubview(clearButton)
  }

  /// The token field's current text.
  public var tokenText: String { tokenTextField.text ?? "" }

  /// The input field's current text.
  public var inputText: String { inputTextField.text ?? "" }

  /// Shows `result` in the result label.
  ///
  /// - Parameter result: The text to show.
  public func setResultText(_ result: String) {
    Trace.call(self, "setResultText", result) { $0.resultLabel.text = result }
  }

  /// Puts `input` in the input field, as code does: like UIKit, it sends no editing-changed
  /// event, so the delegate hears nothing of it.
  ///
  /// - Parameter input: The input field's new text.
  public func setInputText(_ input: String) {
    Trace.call(self, "setInputText", input) { $0.inputTextField.text = input }
  }

  private func didChangeTokenText(_ field: TextField) {
    guard let delegate else { return }
    delegate.didChangeTokenText(self, token: field.text ?? "")
  }

  private func didChangeInputText(_ field: TextField, edit: TextEdit) {
    guard let delegate else { return }
    delegate.didChangeInputText(self, input: field.text ?? "", edit: edit)
  }

  private func didTapClear(_ button: Button) {
    guard let delegate else { return }
    delegate.didTapClearButton(self)
  }
}
