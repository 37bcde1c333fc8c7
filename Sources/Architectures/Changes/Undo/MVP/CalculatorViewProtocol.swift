/// What the presenter can ask of its view: the passive view's whole surface, in plain values.
@MainActor
public protocol CalculatorViewProtocol: AnyObject {
  /// The text of the input field.
  var inputText: String { get }

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
