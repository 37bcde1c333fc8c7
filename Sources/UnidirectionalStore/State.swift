/// Everything the calculator screen shows and remembers, as one value.
///
/// Only ``Reducer/reduce(into:action:)`` changes it; being `Equatable`, a whole state can be
/// asserted at once, so nothing changes unnoticed.
public struct State: Equatable, Sendable {
  /// The token field's text: the separator characters.
  public var tokenText: String

  /// The input field's text: the text to sum.
  public var inputText: String

  /// The result label's text: the sum of ``inputText`` split at ``tokenText``.
  public var resultText: String

  /// Creates a state; the defaults are the empty screen, whose sum is 0.
  ///
  /// - Parameters:
  ///   - tokenText: The token field's text.
  ///   - inputText: The input field's text.
  ///   - resultText: The result label's text.
  public init(tokenText: String = "", inputText: String = "", resultText: String = "0") {
    self.tokenText = tokenText
    self.inputText = inputText
    self.resultText = resultText
  }
}
