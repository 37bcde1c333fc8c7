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
}

/// What the view can observe: the view model's state, ready to show.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The text of the result label; reading it inside `withObservationTracking` tracks it.
  var resultText: String { get }

  /// The text of the piece-count label; reading it inside `withObservationTracking` tracks it.
  var pieceCountText: String { get }
}

/// The view model of MVVM with Swift's Observation: a mapping from the view's inputs to
/// observable outputs, with `@Observable` in place of the tutorial's `Observable<T>`.
///
/// It owns the model and holds the screen's state (the token lives in the model, the input
/// here), and knows no kit type and no view: the view controller reads ``resultText`` under
/// observation tracking and forwards the fields' edits to ``inputs``.
@MainActor
@Observable
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The text of the result label, starting with the sum of the empty input.
  public var resultText: String {
    @Received(by: self) var message = #function
    return result
  }

  /// The result label's text, tracked by Observation through ``resultText``.
  private var result: String

  /// The text of the piece-count label, starting with the count of the empty input.
  public var pieceCountText: String {
    @Received(by: self) var message = #function
    return pieceCount
  }

  /// The piece-count label's text, tracked by Observation through ``pieceCountText``.
  private var pieceCount: String

  private let model: Calculator
  @ObservationIgnored private var input = ""

  /// Creates a view model over `model`, which it owns, with an empty input.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
    result = String(describing: model.calculate(with: ""))
    pieceCount = String(describing: model.pieceCount)
  }

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Updates the model's token and the result for the current input.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    updateResult()
  }

  /// Applies the edit to its copy of the input and updates the result from the edit.
  ///
  /// The view model edits a copy of its own rather than keeping `input`: holding the field's
  /// string across events would make the field copy its whole text on the next keystroke.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    guard edit.apply(to: &self.input, expecting: input) else { return updateResult() }
    setResult(model.calculate(with: self.input, after: edit))
  }

  private func updateResult() {
    setResult(model.calculate(with: input))
  }

  private func setResult(_ sum: Int128) {
    result = String(describing: sum)
    pieceCount = String(describing: model.pieceCount)
  }
}
