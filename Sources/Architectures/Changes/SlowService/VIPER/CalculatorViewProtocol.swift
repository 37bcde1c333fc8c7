/// What the presenter can ask of its view (presenter to view): the passive view's whole surface,
/// in plain values.
@MainActor
public protocol CalculatorViewProtocol: AnyObject {
  /// Shows `result` in the result label.
  ///
  /// - Parameter result: The text to show.
  func setResultText(_ result: String)
}
