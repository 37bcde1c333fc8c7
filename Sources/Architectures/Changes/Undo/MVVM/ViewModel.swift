public import Binding
public import CalculatorModel
public import TextEditing
import Tracing

/// What the view can tell the view model: the user's edits, as plain values.
@MainActor
public protocol ViewModelInputs: AnyObject {
  /// The user changed the token field.
  ///
  /// - Parameter token: The token field's new text.
  func didChangeTokenText(_ token: String)

  /// The user changed the input field.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  func didChangeInputText(_ input: String, edit: TextEdit)

  /// The user tapped the undo button.
  func didTapUndoButton()
}

/// What the view can observe: the view model's state, ready to show.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The text the token field shows when the view model sets it: the token an undo put back.
  var tokenText: Observable<String> { get }

  /// The text the input field shows when the view model sets it: the input an undo put back.
  var inputText: Observable<String> { get }

  /// The text of the result label.
  var resultText: Observable<String> { get }
}

/// The view model of MVVM: a mapping from the view's inputs to observable outputs.
///
/// It owns the model and holds the screen's state (the token lives in the model, the input
/// here, with the history of the user's edits that an undo takes back), and knows no kit type
/// and no view: the view controller binds ``tokenText``, ``inputText`` and ``resultText`` to the
/// widgets and forwards the user's edits and taps to ``inputs``.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The text the token field shows when the view model sets it: the token an undo put back.
  public let tokenText = Observable("")

  /// The text the input field shows when the view model sets it: the input an undo put back.
  public let inputText = Observable("")

  /// The text of the result label, starting with the sum of the empty input.
  public let resultText: Observable<String>

  private let model: Calculator
  private var input = ""
  private var undoHistory = UndoHistory()

  /// Creates a view model over `model`, which it owns, with an empty input.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
    resultText = Observable(String(describing: model.calculate(with: "")))
  }

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Records the edit and updates the model's token and the result for the current input.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    undoHistory.recordTokenChange(token)
    model.token = token
    updateResult()
  }

  /// Records the edit, applies it to its copy of the input and updates the result from the edit.
  ///
  /// The view model edits a copy of its own rather than keeping `input`: holding the field's
  /// string across events would make the field copy its whole text on the next keystroke.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    undoHistory.recordInputEdit(input, edit: edit)
    guard edit.apply(to: &self.input, expecting: input) else { return updateResult() }
    setResult(model.calculate(with: self.input, after: edit))
  }

  /// Puts back the text of the field the last edit changed and updates the result; with no edit
  /// left to undo, does nothing.
  public func didTapUndoButton() {
    @Received(by: self) var message = #function
    switch undoHistory.undo() {
    case .token(let token):
      tokenText.value = token
      model.token = token
      updateResult()
    case .input(let restored):
      inputText.value = restored.text
      guard restored.edit.apply(to: &input, expecting: restored.text) else { return updateResult() }
      setResult(model.calculate(with: input, after: restored.edit))
    case nil:
      break
    }
  }

  private func updateResult() {
    setResult(model.calculate(with: input))
  }

  private func setResult(_ sum: Int128) {
    resultText.value = String(describing: sum)
  }
}
