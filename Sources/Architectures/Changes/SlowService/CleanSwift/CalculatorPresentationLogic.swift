/// What the interactor can ask of the presenter (interactor to presenter): one method per use
/// case, each taking that use case's response.
@MainActor
public protocol CalculatorPresentationLogic: AnyObject {
  /// Formats the sum after a token change for display.
  ///
  /// - Parameter response: The sum with the new separators.
  func presentTokenChange(response: ChangeToken.Response)

  /// Formats the sum after an input edit for display.
  ///
  /// - Parameter response: The sum of the edited input.
  func presentCalculation(response: Calculate.Response)
}
