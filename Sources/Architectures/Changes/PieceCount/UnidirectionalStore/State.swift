import CalculatorModel

/// Everything the calculator screen shows and remembers, as one value.
///
/// Only ``Reducer/reduce(into:action:)`` changes it. Besides what the screen shows, it holds
/// the running sum of the input, so that an edit is summed from what the edit changed; two
/// states are equal when they show the same thing.
public struct State: Equatable, Sendable {
  /// The token field's text: the separator characters.
  public var tokenText: String

  /// The input field's text: the text to sum.
  public var inputText: String

  /// The result label's text: the sum of ``inputText`` split at ``tokenText``.
  public var resultText: String

  /// The piece-count label's text: how many pieces of ``inputText`` count toward the sum.
  public var pieceCountText: String

  /// The sum of ``inputText``, kept so that the next edit is summed from what it changed.
  var runningSum: IncrementalSum

  /// Creates a state showing `tokenText`, `inputText`, `resultText` and `pieceCountText`; the
  /// defaults are the empty screen, whose sum and piece count are 0.
  ///
  /// - Parameters:
  ///   - tokenText: The token field's text.
  ///   - inputText: The input field's text.
  ///   - resultText: The result label's text, or `nil` for the sum of `inputText`.
  ///   - pieceCountText: The piece-count label's text, or `nil` for the count of `inputText`.
  public init(
    tokenText: String = "", inputText: String = "", resultText: String? = nil,
    pieceCountText: String? = nil
  ) {
    self.tokenText = tokenText
    self.inputText = inputText
    runningSum = IncrementalSum(token: tokenText)
    let sum = runningSum.sum(of: inputText)
    self.resultText = resultText ?? String(describing: sum)
    self.pieceCountText = pieceCountText ?? String(describing: runningSum.pieceCount)
  }

  /// Whether the two states show the same token, input, result and piece count.
  public static func == (lhs: State, rhs: State) -> Bool {
    lhs.tokenText == rhs.tokenText && lhs.inputText == rhs.inputText
      && lhs.resultText == rhs.resultText && lhs.pieceCountText == rhs.pieceCountText
  }
}
