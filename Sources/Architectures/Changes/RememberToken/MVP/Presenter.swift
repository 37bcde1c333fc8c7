public import CalculatorModel
public import Persistence
public import TextEditing
import Tracing

/// The presenter of MVP: owns the model, receives the view's events as plain values, and tells
/// the view what to show through ``CalculatorViewProtocol``; it remembers the token across
/// launches in its key-value store.
///
/// It knows no kit type, so it is tested against a fake view, and it holds its view weakly, so
/// the view (which owns the presenter) is never kept alive by it.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CalculatorViewProtocol)?

  private static let tokenKey = "token"

  private let model: Calculator
  private let keyValueStore: any KeyValueStore

  /// Creates a presenter over `model`, which it owns, with no view yet.
  ///
  /// - Parameters:
  ///   - model: The model to update and ask for the result.
  ///   - keyValueStore: Where the presenter remembers the token across launches.
  public init(model: Calculator, keyValueStore: any KeyValueStore) {
    self.model = model
    self.keyValueStore = keyValueStore
  }

  /// Hands the model the remembered token and shows it, then the result for the input already
  /// on screen.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    model.token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    view?.setTokenText(model.token)
    showResultForInputOnScreen()
  }

  /// Updates and remembers the model's token, then shows the result for the input on screen.
  ///
  /// - Parameter token: The token field's new text.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    keyValueStore.set(token, forKey: Self.tokenKey)
    showResultForInputOnScreen()
  }

  /// Hands the model the new input and the edit that made it, then shows the result.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    show(model.calculate(with: input, after: edit))
  }

  private func showResultForInputOnScreen() {
    guard let view else { return }
    show(model.calculate(with: view.inputText))
  }

  private func show(_ sum: Int128) {
    guard let view else { return }
    view.setResultText(String(describing: sum))
  }
}
