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

  /// Formats the sum as the result label's text and has the view display it.
  public func presentTokenChange(response: ChangeToken.Response) {
    @Received(by: self, response.sum) var message = #function
    let viewModel = ChangeToken.ViewModel(resultText: Self.resultText(for: response.sum))
    viewController?.displayTokenChange(viewModel: viewModel)
  }

  /// Formats the sum as the result label's text and has the view display it.
  public func presentCalculation(response: Calculate.Response) {
    @Received(by: self, response.sum) var message = #function
    let viewModel = Calculate.ViewModel(resultText: Self.resultText(for: response.sum))
    viewController?.displayCalculation(viewModel: viewModel)
  }

  /// The result label's text for `sum`: the sum, or `…` while it is on its way.
  private static func resultText(for sum: Int128?) -> String {
    sum.map { String(describing: $0) } ?? "…"
  }
}
