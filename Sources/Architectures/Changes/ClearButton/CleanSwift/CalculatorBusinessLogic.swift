/// What the view can ask of the interactor (view to interactor): one method per use case, each
/// taking that use case's request.
@MainActor
public protocol CalculatorBusinessLogic: AnyObject {
  /// Changes the separators and has the new sum presented.
  ///
  /// - Parameter request: The token field's new text.
  func changeToken(request: ChangeToken.Request)

  /// Changes the input by the user's edit and has its sum presented.
  ///
  /// - Parameter request: The input field's new text and the edit that made it.
  func calculate(request: Calculate.Request)

  /// Empties the input and has it and its sum presented.
  ///
  /// - Parameter request: The request to clear, which carries nothing.
  func clearInput(request: ClearInput.Request)
}
