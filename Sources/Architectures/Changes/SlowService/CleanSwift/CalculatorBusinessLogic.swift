/// What the view can ask of the interactor (view to interactor): one method per use case, each
/// taking that use case's request.
@MainActor
public protocol CalculatorBusinessLogic: AnyObject {
  /// Has the sum as it stands presented, asking nothing of the slow service.
  ///
  /// - Parameter request: Nothing but the asking.
  func fetchSum(request: FetchSum.Request)

  /// Changes the separators and has the new sum presented.
  ///
  /// - Parameter request: The token field's new text.
  func changeToken(request: ChangeToken.Request)

  /// Changes the input by the user's edit and has its sum presented.
  ///
  /// - Parameter request: The input field's new text and the edit that made it.
  func calculate(request: Calculate.Request)
}
