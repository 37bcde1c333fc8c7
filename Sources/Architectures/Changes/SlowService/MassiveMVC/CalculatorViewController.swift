public import CalculatorModel
public import CalculatorUI
import Scheduling
public import TextEditing
import Tracing
public import ViewKit

/// The tutorial's first step: a view controller that keeps the token and asks the slow service
/// for the sum itself, with no model of its own, holding the request in flight so that a newer
/// edit cancels it.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let sumService: SumService
  private var token = ""
  private var request: (any Cancellable)?

  /// Creates the view controller over `sumService`, with its view not loaded yet.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  public init(sumService: SumService) {
    self.sumService = sumService
    super.init()
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows `0`, sending no request.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    calculatorView.setResultText("0")
  }

  /// Shows `…`, cancels the request in flight, and asks for the sum of `input`.
  private func requestSum(of input: String) {
    calculatorView.setResultText("…")
    request?.cancel()
    request = sumService.sum(of: input, token: token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    calculatorView.setResultText(String(describing: sum))
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps the token and asks for the sum of the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    self.token = token
    requestSum(of: calculatorView.inputText)
  }

  /// Asks for the sum of the new input.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    requestSum(of: input)
  }
}
