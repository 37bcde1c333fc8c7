import CalculatorModel

/// Everything the calculator screen shows and remembers, as one value.
///
/// Only ``Reducer/reduce(into:action:)`` changes it. Besides what the screen shows, it holds
/// the running sum of the input, so that an edit is summed from what the edit changed, and the
/// history of the user's edits, so that an undo can take them back; two states are equal when
/// they show the same thing.
public struct State: Equatable, Sendable {
  /// The token field's text: the separator characters.
  public var tokenText: String

  /// The input field's text: the text to sum.
  public var inputText: String

  /// The result label's text: the sum of ``inputText`` split at ``tokenText``.
  public var resultText: String

  /// The sum of ``inputText``, kept so that the next edit is summed from what it changed.
  var runningSum: IncrementalSum

  /// The user's edits of either field not yet undone, the most recent last.
  var undoHistory: UndoHistory

  /// Creates a state showing `tokenText`, `inputText` and `resultText`; the defaults are the
  /// empty screen, whose sum is 0.
  ///
  /// - Parameters:
  ///   - tokenText: The token field's text.
  ///   - inputText: The input field's text.
  ///   - resultText: The result label's text, or `nil` for the sum of `inputText`.
  public init(tokenText: String = "", inputText: String = "", resultText: String? = nil) {
    self.tokenText = tokenText
    self.inputText = inputText
    runningSum = IncrementalSum(token: tokenText)
    undoHistory = UndoHistory(token: tokenText, input: inputText)
    let sum = runningSum.sum(of: inputText)
    self.resultText = resultText ?? String(describing: sum)
  }

  /// Whether the two states show the same token, input and result.
  public static func == (lhs: State, rhs: State) -> Bool {
    lhs.tokenText == rhs.tokenText && lhs.inputText == rhs.inputText
      && lhs.resultText == rhs.resultText
  }
}
