public import CalculatorModel
import TextEditing
import Tracing

/// The interactor of Clean Swift: owns the model, takes each use case's request from the view,
/// and hands the presenter the use case's response; it keeps the history of the user's edits
/// that the undo use case takes back.
///
/// Data goes one way round the VIP cycle: the interactor never hears back from the presenter and
/// never sees the view, so it owns its presenter. There is no worker: the `Calculator` model is
/// already the reusable piece of business logic a worker would hold.
@MainActor
public final class Interactor: CalculatorBusinessLogic {
  private let presenter: any CalculatorPresentationLogic
  private let model: Calculator
  private var input = ""
  private var undoHistory = UndoHistory()

  /// Creates an interactor over `model` with an empty input, presenting through `presenter`.
  ///
  /// - Parameters:
  ///   - presenter: The presenter to hand every response to; the interactor owns it.
  ///   - model: The model to set the token of and ask for sums; the interactor owns it.
  public init(presenter: any CalculatorPresentationLogic, model: Calculator) {
    self.presenter = presenter
    self.model = model
  }

  /// Records the edit, changes the model's token and presents the sum of the kept input with the
  /// new separators.
  public func changeToken(request: ChangeToken.Request) {
    @Received(by: self, request.token) var message = #function
    // The load sends the token on screen round the cycle: that is no edit, and nothing to undo.
    if request.token != model.token { undoHistory.recordTokenChange(request.token) }
    model.token = request.token
    presenter.presentTokenChange(response: ChangeToken.Response(sum: model.calculate(with: input)))
  }

  /// Records the edit, applies it to the interactor's copy of the input and presents its sum,
  /// summed from what the edit changed.
  ///
  /// The interactor edits a copy of its own rather than keeping the request's input: holding
  /// the field's string across events would make the field copy its whole text on the next
  /// keystroke.
  public func calculate(request: Calculate.Request) {
    @Received(by: self, request.input) var message = #function
    undoHistory.recordInputEdit(request.input, edit: request.edit)
    let sum = changeInput(to: request.input, by: request.edit)
    presenter.presentCalculation(response: Calculate.Response(sum: sum))
  }

  /// Takes back the last edit and presents the text it puts back with the sum; with no edit left
  /// to undo, presents nothing.
  public func undo(request: Undo.Request) {
    @Received(by: self) var message = #function
    switch undoHistory.undo() {
    case .token(let token):
      model.token = token
      presenter.presentUndo(
        response: Undo.Response(token: token, sum: model.calculate(with: input)))
    case .input(let restored):
      let sum = changeInput(to: restored.text, by: restored.edit)
      presenter.presentUndo(response: Undo.Response(input: restored.text, sum: sum))
    case nil:
      break
    }
  }

  /// Applies `edit` to the copy of the input, which should make it `newInput`, and returns the
  /// sum, from what the edit changed when it fits.
  private func changeInput(to newInput: String, by edit: TextEdit) -> Int128 {
    edit.apply(to: &input, expecting: newInput)
      ? model.calculate(with: input, after: edit)
      : model.calculate(with: input)
  }
}
