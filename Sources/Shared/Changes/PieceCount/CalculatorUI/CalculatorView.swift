import TextEditing
import Tracing
public import ViewKit

/// The tutorial's screen: a token field, an input field, a result label and a piece-count label,
/// stacked.
///
/// The view reports the user's edits to its ``delegate`` (the input field's with the edit as a
/// value, so a model can redo only what the edit changed) and shows what it is told through
/// ``setResultText(_:)`` and ``setPieceCountText(_:)``. It knows nothing of models, presenters or view models, which is why
/// every architecture can share it.
@MainActor
public final class CalculatorView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any CalculatorViewDelegate)?

  private let tokenTextField = TextField()
  private let inputTextField = TextField()
  private let resultLabel = Label()
  private let pieceCountLabel = Label()

  /// Creates the view with empty fields and an empty label.
  override public init() {
    super.init()
    tokenTextField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputTextField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    pieceCountLabel.accessibilityIdentifier = AccessibilityIdentifier.pieceCountLabel
    tokenTextField.addTarget(self, action: CalculatorView.didChangeTokenText, for: .editingChanged)
    inputTextField.addTarget(self, action: CalculatorView.didChangeInputText, for: .editingChanged)
    addSubview(tokenTextField)
    addSubview(inputTextField)
    addSubview(resultLabel)
    addSubview(pieceCountLabel)
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

  /// Shows `pieceCount` in the piece-count label.
  ///
  /// - Parameter pieceCount: The text to show.
  public func setPieceCountText(_ pieceCount: String) {
    Trace.call(self, "setPieceCountText", pieceCount) { $0.pieceCountLabel.text = pieceCount }
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
