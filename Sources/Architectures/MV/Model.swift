public import CalculatorModel
public import Observation
import Tracing

/// The model of MV: the screen's state and behaviour in one `@Observable` object that views
/// read and write directly, with no view model or controller between them.
///
/// The fields bind to ``token`` and ``input``; each write recalculates ``resultText``, which the
/// result's view reads. A write that leaves the result as it was changes nothing a view reads,
/// so it re-evaluates no body.
@MainActor
@Observable
public final class Model {
  private var tokenText = ""
  private var inputText = ""

  /// The text of the result label: the sum of the input's integer pieces.
  public private(set) var resultText: String

  @ObservationIgnored private let calculator: Calculator

  /// Creates a model over `calculator`, which it owns, with an empty token and input.
  ///
  /// - Parameter calculator: The calculator that sums the input.
  public init(calculator: Calculator) {
    self.calculator = calculator
    resultText = String(describing: calculator.calculate(with: ""))
  }

  /// The separator characters, as the token field shows them.
  public var token: String {
    get { tokenText }
    set {
      @Received(by: self, newValue) var message = #function
      tokenText = newValue
      calculator.token = newValue
      recalculate()
    }
  }

  /// The text to sum, as the input field shows it.
  public var input: String {
    get { inputText }
    set {
      @Received(by: self, newValue) var message = #function
      inputText = newValue
      recalculate()
    }
  }

  /// Sums the whole input again: a declarative field hands over its new text, not the edit.
  private func recalculate() {
    resultText = String(describing: calculator.calculate(with: inputText))
  }
}
