/// What the presenter can ask of the view (presenter to view): one method per use case, each
/// taking that use case's view model.
@MainActor
public protocol CalculatorDisplayLogic: AnyObject {
  /// Shows the result after a token change.
  ///
  /// - Parameter viewModel: The text to show.
  func displayTokenChange(viewModel: ChangeToken.ViewModel)

  /// Shows the result after an input edit.
  ///
  /// - Parameter viewModel: The text to show.
  func displayCalculation(viewModel: Calculate.ViewModel)
}
