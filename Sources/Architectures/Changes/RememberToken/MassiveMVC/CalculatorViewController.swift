import CalculatorModel
public import CalculatorUI
public import Persistence
public import TextEditing
import Tracing
public import ViewKit

/// The controller of MVC with no model, the tutorial's first step: it owns the view, keeps the
/// token and the running sum itself and computes the result itself, so nothing of it can be
/// tested without the view.
///
/// This is the "Massive View Controller" the tutorial warns about: the state a model would own
/// (the ``IncrementalSum`` every architecture's model uses) lives in the view controller, and so
/// does the storage that remembers the token across launches.
@MainActor
public final class CalculatorViewController: ViewController {
  private static let tokenKey = "token"

  private let calculatorView = CalculatorView()
  private var runningSum = IncrementalSum()
  private let keyValueStore: any KeyValueStore

  /// Creates the controller over `keyValueStore`, with its view not loaded yet.
  ///
  /// - Parameter keyValueStore: Where the controller remembers the token across launches.
  public init(keyValueStore: any KeyValueStore) {
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
    let token = keyValueStore.string(forKey: Self.tokenKey) ?? ""
    runningSum.token = token
    calculatorView.setTokenText(token)
    showResult(runningSum.sum(of: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps and remembers the new token, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    runningSum.token = token
    keyValueStore.set(token, forKey: Self.tokenKey)
    showResult(runningSum.sum(of: calculatorView.inputText))
  }

  /// Feeds the edit to the running sum and shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(runningSum.sum(of: input, after: edit))
  }
}
