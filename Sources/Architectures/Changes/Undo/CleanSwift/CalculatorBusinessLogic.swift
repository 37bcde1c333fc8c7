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

  /// Takes back the last edit not yet taken back and has what it puts back presented; with none
  /// left, does nothing.
  ///
  /// - Parameter request: Nothing: the edits are the interactor's to remember.
  func undo(request: Undo.Request)
}
