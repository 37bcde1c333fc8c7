public import Binding
public import CalculatorModel
public import Persistence
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
  /// The text the token field shows when the view model sets it: the remembered token.
  var tokenText: Observable<String> { get }

  /// The text of the result label.
  var resultText: Observable<String> { get }
}

/// The view model of MVVM: a mapping from the view's inputs to observable outputs.
///
/// It owns the model and holds the screen's state (the token lives in the model, the input
/// here), remembers the token across launches, and knows no kit type and no view: the view
/// controller binds ``tokenText`` to the token field and ``resultText`` to the label and
/// forwards the fields' edits to ``inputs``.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  private static let tokenKey = "token"

  /// The text the token field shows when the view model sets it: the token remembered from the
  /// last launch.
  public let tokenText: Observable<String>

  /// The text of the result label, starting with the sum of the empty input.
  public let resultText: Observable<String>

  private let model: Calculator
  private let keyValueStore: any KeyValueStore
  private var input = ""

  /// Creates a view model over `model`, which it owns, with the remembered token and an empty
  /// input.
  ///
  /// - Parameters:
  ///   - model: The model to update and ask for the result.
  ///   - keyValueStore: Where the view model remembers the token across launches.
  public init(model: Calculator, keyValueStore: any KeyValueStore) {
    self.model = model
    self.keyValueStore = keyValueStore
    model.token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    tokenText = Observable(model.token)
    resultText = Observable(String(describing: model.calculate(with: "")))
  }

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Updates and remembers the model's token, then updates the result for the current input.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    keyValueStore.set(token, forKey: Self.tokenKey)
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
    resultText.value = String(describing: sum)
  }
}
