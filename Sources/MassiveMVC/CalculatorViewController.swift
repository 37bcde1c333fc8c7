import CalculatorModel
public import CalculatorUI
public import ViewKit

/// The controller of MVC with no model, the tutorial's first step: it owns the view, keeps the
/// token itself and computes the sum itself, so nothing of it can be tested without the view.
///
/// This is the "Massive View Controller" the tutorial warns about. The arithmetic is the
/// stateless engine function, called where the tutorial splits and sums inline.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private var token = ""

  /// Creates the controller, with its view not loaded yet.
  override public init() {
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
    showResult(for: calculatorView.inputText)
  }

  private func showResult(for input: String) {
    let sum = SumEngine.sum(of: input, token: token)
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps the new token, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    self.token = token
    showResult(for: calculatorView.inputText)
  }

  /// Shows the result for the new input.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String) {
    showResult(for: input)
  }
}
