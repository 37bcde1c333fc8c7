public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of Clean Swift: sends each of the user's edits to the interactor as a request and
/// displays the view models the presenter hands it, deciding nothing itself.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let interactor: any CalculatorBusinessLogic

  /// Creates the view controller over `interactor`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter interactor: The interactor to send every request to.
  public init(interactor: any CalculatorBusinessLogic) {
    self.interactor = interactor
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and asks for the remembered token, whose restoration comes
  /// round the cycle with the first result.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    interactor.restoreToken(request: RestoreToken.Request())
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Sends the interactor the token edit as a request.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    interactor.changeToken(request: ChangeToken.Request(token: token))
  }

  /// Sends the interactor the input edit as a request.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    interactor.calculate(request: Calculate.Request(input: input, edit: edit))
  }
}

extension CalculatorViewController: CalculatorDisplayLogic {
  /// Shows the view model's token text and result text.
  public func displayTokenRestoration(viewModel: RestoreToken.ViewModel) {
    @Received(by: self, viewModel.tokenText) var message = #function
    calculatorView.setTokenText(viewModel.tokenText)
    calculatorView.setResultText(viewModel.resultText)
  }

  /// Shows the view model's result text.
  public func displayTokenChange(viewModel: ChangeToken.ViewModel) {
    @Received(by: self, viewModel.resultText) var message = #function
    calculatorView.setResultText(viewModel.resultText)
  }

  /// Shows the view model's result text.
  public func displayCalculation(viewModel: Calculate.ViewModel) {
    @Received(by: self, viewModel.resultText) var message = #function
    calculatorView.setResultText(viewModel.resultText)
  }
}
