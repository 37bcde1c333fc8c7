import Tracing

/// The presenter of Clean Swift: turns each use case's response into the view model the view
/// displays.
///
/// It holds no model and keeps no state; it knows no kit type and not the concrete view, only
/// its display logic, which it holds weakly: the view owns the interactor, which owns the
/// presenter, so a strong reference back would close a cycle.
@MainActor
public final class Presenter: CalculatorPresentationLogic {
  /// The view to display the view models; held weakly, the view being the cycle's owner.
  public weak var viewController: (any CalculatorDisplayLogic)?

  /// Creates a presenter with no view yet.
  public init() {}

  /// Makes the remembered token the token field's text and has the view display it.
  public func presentTokenRestoration(response: RestoreToken.Response) {
    @Received(by: self, response.token) var message = #function
    let viewModel = RestoreToken.ViewModel(
      tokenText: response.token, resultText: String(describing: response.sum))
    viewController?.displayTokenRestoration(viewModel: viewModel)
  }

  /// Formats the sum as the result label's text and has the view display it.
  public func presentTokenChange(response: ChangeToken.Response) {
    @Received(by: self, response.sum) var message = #function
    let viewModel = ChangeToken.ViewModel(resultText: String(describing: response.sum))
    viewController?.displayTokenChange(viewModel: viewModel)
  }

  /// Formats the sum as the result label's text and has the view display it.
  public func presentCalculation(response: Calculate.Response) {
    @Received(by: self, response.sum) var message = #function
    let viewModel = Calculate.ViewModel(resultText: String(describing: response.sum))
    viewController?.displayCalculation(viewModel: viewModel)
  }
}
