import CalculatorModel
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of MVC with no model, the tutorial's first step: it owns the view, keeps the
/// token and the running sum itself and computes the result itself, so nothing of it can be
/// tested without the view.
///
/// This is the "Massive View Controller" the tutorial warns about: the state a model would own
/// (the ``IncrementalSum`` every architecture's model uses) lives in the view controller.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private var runningSum = IncrementalSum()

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
    showResult(runningSum.sum(of: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
    calculatorView.setPieceCountText(String(describing: runningSum.pieceCount))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps the new token, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    runningSum.token = token
    showResult(runningSum.sum(of: calculatorView.inputText))
  }

  /// Feeds the edit to the running sum and shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(runningSum.sum(of: input, after: edit))
  }
}
