public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of the unidirectional flow: sends the user's edits to the store as actions and
/// renders every state the store publishes.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let store: Store

  /// Creates the view controller over `store`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter store: The store to send actions to.
  public init(store: Store) {
    self.store = store
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and renders the store's state from now on.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    store.subscribe { [weak self] state in
      self?.calculatorView.setResultText(state.resultText)
    }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Sends the token edit to the store.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    store.send(.tokenTextChanged(token))
  }

  /// Sends the input edit to the store.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    store.send(.inputTextChanged(input))
  }
}
