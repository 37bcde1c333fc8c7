/// What the interactor tells its presenter (interactor to presenter): the outcome of a use case,
/// as a plain value, not yet formatted for any screen.
@MainActor
public protocol CalculatorInteractorOutputProtocol: AnyObject {
  /// A use case asked the slow service for a sum, whose answer is still to come.
  func didStartCalculatingSum()

  /// A use case produced `sum`.
  ///
  /// - Parameter sum: The sum of the input's integer pieces.
  func didCalculateSum(_ sum: Int128)
}
