public import CalculatorModel
public import TextEditing
import Tracing

/// The interactor of VIPER: owns the model and the ``Calculation`` entity, carries out the use
/// cases the presenter asks for, and reports their outcome through its output.
///
/// It knows no kit type, no view and no presenter type, only its output protocol, which it holds
/// weakly: the presenter owns the interactor, so a strong reference back would be a cycle.
@MainActor
public final class Interactor: CalculatorInteractorInputProtocol {
  /// Receives the outcome of every use case; held weakly, the presenter being its owner.
  public weak var output: (any CalculatorInteractorOutputProtocol)?

  private let model: Calculator
  private var calculation = Calculation()

  /// Creates an interactor over `model`, which it owns, with an empty input and no output yet.
  ///
  /// - Parameter model: The model to set the token of and ask for sums.
  public init(model: Calculator) {
    self.model = model
  }

  /// Reports the sum of the input as it stands.
  public func fetchSum() {
    @Received(by: self) var message = #function
    reportSum()
  }

  /// Changes the model's token and reports the sum of the kept input with the new separators.
  public func updateToken(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    calculation.sum = model.calculate(with: calculation.input)
    calculation.pieceCount = model.pieceCount
    reportSum()
  }

  /// Applies `edit` to the entity's copy of the input and sums it from what the edit changed.
  ///
  /// The interactor edits a copy of its own rather than keeping `input`: holding the field's
  /// string across events would make the field copy its whole text on the next keystroke.
  public func updateInput(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    calculation.sum =
      edit.apply(to: &calculation.input, expecting: input)
      ? model.calculate(with: calculation.input, after: edit)
      : model.calculate(with: calculation.input)
    calculation.pieceCount = model.pieceCount
    reportSum()
  }

  private func reportSum() {
    output?.didCalculateSum(calculation.sum)
    output?.didCountPieces(calculation.pieceCount)
  }
}
