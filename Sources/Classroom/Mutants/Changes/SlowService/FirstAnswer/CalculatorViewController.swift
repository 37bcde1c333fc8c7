public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of the unidirectional data flow: sends the store what the user did and renders
/// every state the store reports, deciding nothing itself.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let store: Store

  /// Creates the view controller over `store`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter store: The store to send actions to and render from.
  public init(store: Store) {
    self.store = store
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and renders every state of the store.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    store.subscribe(with: self) { owner, state in
      @Received(by: owner, state.resultText) var message = "render"
      owner.calculatorView.setResultText(state.resultText)
    }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Sends the store the token edit.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    store.send(.tokenTextChanged(token))
  }

  /// Sends the store the input edit.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    store.send(.inputTextChanged(EditedText(text: input, edit: edit)))
  }
}
