public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of Cocoa MVC over a slow service: owns the view and the model, receives the
/// view's events, updates the model (which asks the service and holds the request in flight),
/// shows `…` while it waits, and shows each sum the model tells it of.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let model: SumModel

  /// Creates the controller over `model`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter model: The model to update; it tells the controller each sum.
  public init(model: SumModel) {
    self.model = model
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and the model's listener, and shows `0` for the empty input,
  /// sending no request.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    model.onSum = { [weak self] sum in self?.didReceiveSum(sum) }
    calculatorView.setResultText("0")
  }

  private func requestSum(of input: String) {
    calculatorView.setResultText("…")
    model.requestSum(of: input)
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Updates the model's token, then asks for the sum of the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    requestSum(of: calculatorView.inputText)
  }

  /// Asks the model for the sum of the new input.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    requestSum(of: input)
  }
}
