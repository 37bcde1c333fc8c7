import CalculatorModel

/// Everything the calculator screen shows and remembers, as one value.
public struct State: Sendable {
  /// The token field's text: the separator characters.
  public var tokenText = ""

  /// The input field's text: the text to sum.
  public var inputText = ""

  /// The result label's text.
  public var resultText = "0"

  /// The sum of ``inputText``, kept between actions.
  var runningSum = IncrementalSum()

  /// Creates the state of the empty screen.
  public init() {}
}
