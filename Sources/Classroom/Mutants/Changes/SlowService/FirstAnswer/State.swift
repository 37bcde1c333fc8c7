/// Everything the calculator screen shows, as one value: the only state of the unidirectional
/// data flow.
public struct State: Equatable, Sendable {
  /// The token field's text.
  public var tokenText: String

  /// The input field's text.
  public var inputText: String

  /// The result label's text: `0` once loaded, `…` while a sum is asked for, then the sum.
  public var resultText: String

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - tokenText: The token field's text.
  ///   - inputText: The input field's text.
  ///   - resultText: The result label's text; `0` by default, what a loaded screen shows.
  public init(tokenText: String = "", inputText: String = "", resultText: String = "0") {
    self.tokenText = tokenText
    self.inputText = inputText
    self.resultText = resultText
  }
}
