import TextEditing
import Tracing
public import ViewKit

/// The tutorial's screen: a token field, an input field and a result label, stacked, and an undo
/// button.
///
/// The view reports the user's edits to its ``delegate`` (the input field's with the edit as a
/// value, so a model can redo only what the edit changed) and the undo button's taps, and shows
/// what it is told through ``setResultText(_:)``, ``setTokenText(_:)`` and ``setInputText(_:)``.
/// It knows nothing of models, presenters or view models, which is why every architecture can
/// share it.
@MainActor
public final class CalculatorView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any CalculatorViewDelegate)?

  private let tokenTextField = TextField()
  private let inputTextField = TextField()
  private let resultLabel = Label()
  private let undoButton = Button()

  /// Creates the view with empty fields and an empty label.
  override public init() {
    super.init()
    tokenTextField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputTextField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    undoButton.accessibilityIdentifier = AccessibilityIdentifier.undoButton
    undoButton.title = "Undo"
    tokenTextField.addTarget(self, action: CalculatorView.didChangeTokenText, for: .editingChanged)
    inputTextField.addTarget(self, action: CalculatorView.didChangeInputText, for: .editingChanged)
    undoButton.addTarget(self, action: CalculatorView.didTapUndoButton, for: .touchUpInside)
    addSubview(tokenTextField)
    addSubview(inputTextField)
    addSubview(resultLabel)
    addSubview(undoButton)
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

  /// Shows `token` in the token field, as setting a `UITextField`'s text from code does: the
  /// delegate hears nothing of it.
  ///
  /// - Parameter token: The text to show.
  public func setTokenText(_ token: String) {
    Trace.call(self, "setTokenText", token) { $0.tokenTextField.text = token }
  }

  /// Shows `input` in the input field, as setting a `UITextField`'s text from code does: the
  /// delegate hears nothing of it.
  ///
  /// - Parameter input: The text to show.
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

  private func didTapUndoButton(_ button: Button) {
    guard let delegate else { return }
    delegate.didTapUndoButton(self)
  }
}
