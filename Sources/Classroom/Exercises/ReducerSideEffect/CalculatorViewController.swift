public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of the unidirectional flow: sends the user's edits to the store as actions, and
/// lends the store its view for the reducer to write the result into.
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

  /// Becomes the view's delegate, lends the store its view and shows the first result.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    store.view = calculatorView
    store.send(.inputTextChanged(calculatorView.inputText))
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
