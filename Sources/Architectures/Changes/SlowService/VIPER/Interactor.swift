public import CalculatorModel
import Scheduling
public import TextEditing
import Tracing

/// The interactor of VIPER: owns the ``Calculation`` entity and the request in flight to the
/// slow service, carries out the use cases the presenter asks for, and reports their outcome
/// through its output: that a sum is on its way, then the sum.
///
/// Every edit cancels the request before it, so only the latest request's answer is ever
/// reported. It knows no kit type, no view and no presenter type, only its output protocol,
/// which it holds weakly: the presenter owns the interactor, so a strong reference back would be
/// a cycle.
@MainActor
public final class Interactor: CalculatorInteractorInputProtocol {
  /// Receives the outcome of every use case; held weakly, the presenter being its owner.
  public weak var output: (any CalculatorInteractorOutputProtocol)?

  private let sumService: SumService
  private var calculation = Calculation()
  private var request: (any Cancellable)?

  /// Creates an interactor over `sumService`, with an empty token and input and no output yet.
  ///
  /// - Parameter sumService: The slow service to ask for sums.
  public init(sumService: SumService) {
    self.sumService = sumService
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// Reports the sum as it stands, asking nothing of the service.
  public func fetchSum() {
    @Received(by: self) var message = #function
    output?.didCalculateSum(calculation.sum)
  }

  /// Keeps the token and asks for the sum of the kept input with the new separators.
  ///
  /// - Parameter token: The token field's new text.
  public func updateToken(_ token: String) {
    @Received(by: self, token) var message = #function
    calculation.token = token
    requestSum()
  }

  /// Keeps the new input and asks for its sum.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func updateInput(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    calculation.input = input
    requestSum()
  }

  private func requestSum() {
    output?.didStartCalculatingSum()
    request?.cancel()
    request = sumService.sum(of: calculation.input, token: calculation.token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    calculation.sum = sum
    output?.didCalculateSum(sum)
  }
}
