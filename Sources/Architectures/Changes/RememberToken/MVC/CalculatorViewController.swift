public import CalculatorModel
public import CalculatorUI
public import Persistence
public import TextEditing
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, receives the view's events, updates
/// the model, then updates the view; like a UIKit controller with `UserDefaults`, it remembers
/// the token across launches.
@MainActor
public final class CalculatorViewController: ViewController {
  private static let tokenKey = "token"

  private let calculatorView = CalculatorView()
  private let model: Calculator
  private let keyValueStore: any KeyValueStore

  /// Creates the controller over `model`, which it owns, with its view not loaded yet.
  ///
  /// - Parameters:
  ///   - model: The model to update and ask for the result.
  ///   - keyValueStore: Where the controller remembers the token across launches.
  public init(model: Calculator, keyValueStore: any KeyValueStore) {
    self.model = model
    self.keyValueStore = keyValueStore
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate, shows the remembered token and the result for the empty input.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    model.token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    calculatorView.setTokenText(model.token)
    showResult(model.calculate(with: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Updates and remembers the model's token, then the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    keyValueStore.set(token, forKey: Self.tokenKey)
    showResult(model.calculate(with: calculatorView.inputText))
  }

  /// Hands the model the new input and the edit that made it, then shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(model.calculate(with: input, after: edit))
  }
}
