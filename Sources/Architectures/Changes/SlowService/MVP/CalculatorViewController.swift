public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The passive view of MVP: forwards the view's events to its presenter and shows what the
/// presenter tells it, deciding nothing itself.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let presenter: Presenter

  /// Creates the view controller over `presenter`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter presenter: The presenter to forward the view's events to.
  public init(presenter: Presenter) {
    self.presenter = presenter
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and lets the presenter show the first result.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    presenter.viewDidLoad()
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Forwards the token edit to the presenter.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    presenter.didChangeTokenText(token)
  }

  /// Forwards the input edit to the presenter.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    presenter.didChangeInputText(input, edit: edit)
  }
}

extension CalculatorViewController: CalculatorViewProtocol {
  /// The input field's text.
  public var inputText: String {
    @Received(by: self) var message = #function
    return calculatorView.inputText
  }

  /// Shows `result` in the result label.
  public func setResultText(_ result: String) {
    @Received(by: self, result) var message = #function
    calculatorView.setResultText(result)
  }
}
