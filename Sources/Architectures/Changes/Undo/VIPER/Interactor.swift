public import CalculatorModel
public import TextEditing
import Tracing

/// The interactor of VIPER: owns the model and the ``Calculation`` entity, carries out the use
/// cases the presenter asks for, and reports their outcome through its output; it keeps the
/// history of the changes the user made, which the undo use case takes back.
///
/// It knows no kit type, no view and no presenter type, only its output protocol, which it holds
/// weakly: the presenter owns the interactor, so a strong reference back would be a cycle.
@MainActor
public final class Interactor: CalculatorInteractorInputProtocol {
  /// Receives the outcome of every use case; held weakly, the presenter being its owner.
  public weak var output: (any CalculatorInteractorOutputProtocol)?

  private let model: Calculator
  private var calculation = Calculation()
  private var undoHistory = UndoHistory()

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

  /// Records the change, changes the model's token and reports the sum of the kept input with
  /// the new separators.
  public func updateToken(_ token: String) {
    @Received(by: self, token) var message = #function
    undoHistory.recordTokenChange(token)
    setToken(token)
    reportSum()
  }

  /// Records the change, applies `edit` to the entity's copy of the input and sums it from what
  /// the edit changed.
  ///
  /// The interactor edits a copy of its own rather than keeping `input`: holding the field's
  /// string across events would make the field copy its whole text on the next keystroke.
  public func updateInput(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    undoHistory.recordInputEdit(input, edit: edit)
    setInput(input, edit: edit)
    reportSum()
  }

  /// Takes back the last change not yet taken back, reports the separators or the input it puts
  /// back, then the sum; with none left, does nothing.
  public func undoLastChange() {
    @Received(by: self) var message = #function
    switch undoHistory.undo() {
    case .token(let token):
      setToken(token)
      output?.didRestoreToken(token)
    case .input(let restored):
      setInput(restored.text, edit: restored.edit)
      output?.didRestoreInput(restored.text)
    case nil:
      return
    }
    reportSum()
  }

  private func setToken(_ token: String) {
    model.token = token
    calculation.sum = model.calculate(with: calculation.input)
  }

  private func setInput(_ input: String, edit: TextEdit) {
    calculation.sum =
      edit.apply(to: &calculation.input, expecting: input)
      ? model.calculate(with: calculation.input, after: edit)
      : model.calculate(with: calculation.input)
  }

  private func reportSum() {
    output?.didCalculateSum(calculation.sum)
  }
}
