import TextEditing
import Tracing
public import ViewKit

/// The tutorial's screen: a token field, an input field and a result label, stacked.
///
/// The view reports the user's edits to its ``delegate`` (the input field's with the edit as a
/// value, so a model can redo only what the edit changed) and shows what it is told through
/// ``setResultText(_:)`` and ``setTokenText(_:)``. It knows nothing of models, presenters or
/// view models, which is why every architecture can share it.
@MainActor
public final class CalculatorView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any CalculatorViewDelegate)?

  private let tokenTextField = TextField()
  private let inputTextField = TextField()
  private let resultLabel = Label()

  /// Creates the view with empty fields and an empty label.
  override public init() {
    super.init()
    tokenTextField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputTextField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    tokenTextField.addTarget(self, action: CalculatorView.didChangeTokenText, for: .editingChanged)
    inputTextField.addTarget(self, action: CalculatorView.didChangeInputText, for: .editingChanged)
    addSubview(tokenTextField)
    addSubview(inputTextField)
    addSubview(resultLabel)
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

  private func didChangeTokenText(_ field: TextField) {
    guard let delegate else { return }
    delegate.didChangeTokenText(self, token: field.text ?? "")
  }

  private func didChangeInputText(_ field: TextField, edit: TextEdit) {
    guard let delegate else { return }
    delegate.didChangeInputText(self, input: field.text ?? "", edit: edit)
  }
}
