public import CalculatorModel
import Scheduling
import Tracing

/// The model of MVC with a slow sum service: holds the token and the request in flight, asks
/// the service for the sum, and tells its controller each answer through a callback, never
/// naming it.
@MainActor
public final class SumModel {
  /// The token the input is split at.
  public var token = ""

  /// Told each sum the service answers.
  public var onSum: ((Int128) -> Void)?

  private let sumService: SumService
  private var request: (any Cancellable)?

  /// Creates the model over `sumService`, which it asks for every sum.
  ///
  /// - Parameter sumService: The slow service that computes the sum.
  public init(sumService: SumService) {
    self.sumService = sumService
  }

  /// Asks the service for the sum of `input`, cancelling the request in flight.
  ///
  /// - Parameter input: The input field's text.
  public func requestSum(of input: String) {
    @Received(by: self, input) var message = #function
    request?.cancel()
    request = sumService.sum(of: input, token: token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    onSum?(sum)
  }
}
