/// What the interactor tells its presenter (interactor to presenter): the outcome of a use case,
/// as a plain value, not yet formatted for any screen.
@MainActor
public protocol CalculatorInteractorOutputProtocol: AnyObject {
  /// A use case produced `sum`.
  ///
  /// - Parameter sum: The sum of the input's integer pieces.
  func didCalculateSum(_ sum: Int128)

  /// A use case emptied the input.
  func didClearInput()
}
