public import CalculatorModel
import Scheduling
import TextEditing
import Tracing

/// The interactor of Clean Swift: takes each use case's request from the view, asks the slow
/// service for the sum, and hands the presenter the use case's response: at once that the sum
/// is on its way, then the sum.
///
/// Data goes one way round the VIP cycle: the interactor never hears back from the presenter and
/// never sees the view, so it owns its presenter. The slow service is the worker: the reusable
/// piece of business logic, behind its latency. The interactor keeps the one request in flight
/// and cancels it on the next request, so a stale answer is never presented.
@MainActor
public final class Interactor: CalculatorBusinessLogic {
  private let presenter: any CalculatorPresentationLogic
  private let sumService: SumService
  private var token = ""
  private var input = ""
  private var request: (any Cancellable)?

  /// Creates an interactor over `sumService` with an empty token and input, presenting through
  /// `presenter`.
  ///
  /// - Parameters:
  ///   - presenter: The presenter to hand every response to; the interactor owns it.
  ///   - sumService: The slow service to ask for sums.
  public init(presenter: any CalculatorPresentationLogic, sumService: SumService) {
    self.presenter = presenter
    self.sumService = sumService
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// Presents the sum of the empty input, `0`, asking nothing of the service.
  public func fetchSum(request: FetchSum.Request) {
    @Received(by: self) var message = #function
    presenter.presentCalculation(response: Calculate.Response(sum: 0))
  }

  /// Keeps the token, presents that the sum is on its way, and asks for it.
  public func changeToken(request: ChangeToken.Request) {
    @Received(by: self, request.token) var message = #function
    token = request.token
    presenter.presentTokenChange(response: ChangeToken.Response(sum: nil))
    requestSum()
  }

  /// Keeps the new input, presents that the sum is on its way, and asks for it.
  public func calculate(request: Calculate.Request) {
    @Received(by: self, request.input) var message = #function
    input = request.input
    presenter.presentCalculation(response: Calculate.Response(sum: nil))
    requestSum()
  }

  private func requestSum() {
    request?.cancel()
    request = sumService.sum(of: input, token: token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    presenter.presentCalculation(response: Calculate.Response(sum: sum))
  }
}
