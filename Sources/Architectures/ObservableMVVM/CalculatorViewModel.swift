public import CalculatorModel
public import Observation
import Tracing

/// The view model of MVVM with `@Observable` view models: what the calculator screen shows,
/// ready to show, and the user's intents, over the shared ``Calculator`` it owns.
///
/// The fields bind to ``token`` and ``input`` (`$viewModel.token`), so a user's edit is a write
/// of the new text; each write updates the model and ``resultText``, which the result's view
/// reads. The view model imports no kit and names no view: a test drives it as the views do,
/// by writing its properties and reading what it shows.
///
/// ```swift
/// let viewModel = CalculatorViewModel(calculator: Calculator())
/// viewModel.token = ","
/// viewModel.input = "1,2"
/// viewModel.resultText  // "3"
/// ```
@Observable
@MainActor
public final class CalculatorViewModel {
  /// The token field's text: the separator characters.
  public var token = "" {
    didSet {
      @Received(by: self, token) var message = "token"
      calculator.token = token
      updateResult()
    }
  }

  /// The input field's text: what to sum.
  public var input = "" {
    didSet {
      @Received(by: self, input) var message = "input"
      updateResult()
    }
  }

  /// The result label's text: the sum of the input's integer pieces.
  public private(set) var resultText: String

  @ObservationIgnored private let calculator: Calculator

  /// Creates a view model over `calculator`, which it owns, with an empty token and input.
  ///
  /// - Parameter calculator: The model that splits and sums the input.
  public init(calculator: Calculator) {
    self.calculator = calculator
    resultText = String(describing: calculator.calculate(with: ""))
  }

  /// Sums the whole input again: a declarative field hands over its new text, not the edit.
  private func updateResult() {
    resultText = String(describing: calculator.calculate(with: input))
  }
}
