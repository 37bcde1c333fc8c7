/// What the presenter can ask of its view (presenter to view): the passive view's whole surface,
/// in plain values.
@MainActor
public protocol CalculatorViewProtocol: AnyObject {
  /// Shows `result` in the result label.
  ///
  /// - Parameter result: The text to show.
  func setResultText(_ result: String)

  /// Shows `token` in the token field.
  ///
  /// - Parameter token: The text to show.
  func setTokenText(_ token: String)

  /// Shows `input` in the input field.
  ///
  /// - Parameter input: The text to show.
  func setInputText(_ input: String)
}
