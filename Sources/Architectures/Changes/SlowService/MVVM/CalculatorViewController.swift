import Binding
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of MVVM: binds the view model's outputs to the widgets and forwards the widgets'
/// events to the view model's inputs.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let viewModel: ViewModel

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind to.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and binds the result label to the view model.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    viewModel.outputs.resultText.bind(with: self) { owner, resultText in
      owner.calculatorView.setResultText(resultText)
    }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Forwards the token edit to the view model.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    viewModel.inputs.didChangeTokenText(token)
  }

  /// Forwards the input edit to the view model.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    viewModel.inputs.didChangeInputText(input, edit: edit)
  }
}
