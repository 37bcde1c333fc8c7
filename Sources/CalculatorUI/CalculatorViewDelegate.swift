/// Receives the user's edits of a ``CalculatorView``: the tutorial's delegate protocol.
@MainActor
public protocol CalculatorViewDelegate: AnyObject {
  /// The user changed the token field; `token` is its new text.
  ///
  /// - Parameters:
  ///   - calculatorView: The view whose field changed.
  ///   - token: The token field's text.
  func didChangeTokenText(_ calculatorView: CalculatorView, token: String)

  /// The user changed the input field; `input` is its new text.
  ///
  /// - Parameters:
  ///   - calculatorView: The view whose field changed.
  ///   - input: The input field's text.
  func didChangeInputText(_ calculatorView: CalculatorView, input: String)
}
