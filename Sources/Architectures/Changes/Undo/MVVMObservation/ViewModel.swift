public import CalculatorModel
public import Observation
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
  /// The token field's text; reading it inside `withObservationTracking` tracks it.
  var tokenText: String { get }

  /// The input field's text; reading it inside `withObservationTracking` tracks it.
  var inputText: String { get }

  /// The text of the result label; reading it inside `withObservationTracking` tracks it.
  var resultText: String { get }
}

/// The view model of MVVM with Swift's Observation: a mapping from the view's inputs to
/// observable outputs, with `@Observable` in place of the tutorial's `Observable<T>`.
///
/// It owns the model and holds the screen's state (the token in the model and here, the input
/// here, with the history of the user's edits that an undo takes back), and knows no kit type
/// and no view: the view controller reads ``tokenText``, ``inputText`` and ``resultText`` under
/// observation tracking and forwards the user's edits and taps to ``inputs``.
@MainActor
@Observable
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The token field's text: the token as the user left it, or as an undo put it back.
  public var tokenText: String {
    @Received(by: self) var message = #function
    return token
  }

  /// The input field's text: the input as the user left it, or as an undo put it back.
  public var inputText: String {
    @Received(by: self) var message = #function
    return input
  }

  /// The text of the result label, starting with the sum of the empty input.
  public var resultText: String {
    @Received(by: self) var message = #function
    return result
  }

  /// The result label's text, tracked by Observation through ``resultText``.
  private var result: String

  private let model: Calculator
  /// The token field's text, tracked by Observation through ``tokenText``.
  private var token = ""
  /// The input field's text, tracked by Observation through ``inputText``.
  private var input = ""
  @ObservationIgnored private var undoHistory = UndoHistory()

  /// Creates a view model over `model`, which it owns, with an empty input.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
    result = String(describing: model.calculate(with: ""))
  }

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Records the edit, keeps the token and updates the model's token and the result for the
  /// current input.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    undoHistory.recordTokenChange(token)
    self.token = token
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
      self.token = token
      model.token = token
      updateResult()
    case .input(let restored):
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
    result = String(describing: sum)
  }
}
