public import CalculatorModel
import Scheduling
public import TextEditing
import Tracing

/// The presenter of MVP: receives the view's events as plain values, asks the slow service for
/// the sum, and tells the view what to show through ``CalculatorViewProtocol``: `…` at once,
/// the sum when the answer to the latest request comes.
///
/// It owns the one request in flight and cancels it on the next edit, so a stale answer is never
/// shown. It knows no kit type, so it is tested against a fake view and a virtual clock.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any CalculatorViewProtocol)?

  private let sumService: SumService
  private var token = ""
  private var request: (any Cancellable)?

  /// Creates a presenter over `sumService`, with no view yet.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  public init(sumService: SumService) {
    self.sumService = sumService
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// Shows `0` for the empty input, sending no request.
  public func viewDidLoad() {
    @Received(by: self) var message = #function
    view?.setResultText("0")
  }

  /// Keeps the token, then asks for the sum of the input on screen.
  ///
  /// - Parameter token: The token field's new text.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    self.token = token
    guard let view else { return }
    requestSum(of: view.inputText)
  }

  /// Asks for the sum of the new input.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    requestSum(of: input)
  }

  private func requestSum(of input: String) {
    view?.setResultText("…")
    request?.cancel()
    request = sumService.sum(of: input, token: token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    view?.setResultText(String(describing: sum))
  }
}
