public import TextEditing

/// Receives the user's edits of a ``CalculatorView``: the tutorial's delegate protocol.
@MainActor
public protocol CalculatorViewDelegate: AnyObject {
  /// The user changed the token field; `token` is its new text.
  ///
  /// - Parameters:
  ///   - calculatorView: The view whose field changed.
  ///   - token: The token field's text.
  func didChangeTokenText(_ calculatorView: CalculatorView, token: String)

  /// The user changed the input field; `input` is its new text and `edit` how it came about.
  ///
  /// - Parameters:
  ///   - calculatorView: The view whose field changed.
  ///   - input: The input field's text.
  ///   - edit: The user's edit: the replaced range of the previous text and the replacement.
  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit)

  /// The user tapped the undo button.
  ///
  /// - Parameter calculatorView: The view whose button was tapped.
  func didTapUndoButton(_ calculatorView: CalculatorView)
}

extension CalculatorViewDelegate {
  /// Does nothing: a delegate that offers no undo need not implement it, as with UIKit's
  /// optional delegate methods.
  ///
  /// - Parameter calculatorView: The view whose button was tapped.
  public func didTapUndoButton(_ calculatorView: CalculatorView) {}
}
