public import CalculatorModel
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, receives the view's events, updates
/// the model, then updates the view.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let model: Calculator

  /// Creates the controller over `model`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter model: The model to update and ask for the result.
  public init(model: Calculator) {
    self.model = model
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows the result for the empty input.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    showResult(model.calculate(with: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
    calculatorView.setPieceCountText(String(describing: model.pieceCount))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Updates the model's token, then the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    model.token = token
    showResult(model.calculate(with: calculatorView.inputText))
  }

  /// Hands the model the new input and the edit that made it, then shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(model.calculate(with: input, after: edit))
  }
}
