/// What the interactor tells its presenter (interactor to presenter): the outcome of a use case,
/// as a plain value, not yet formatted for any screen.
@MainActor
public protocol CalculatorInteractorOutputProtocol: AnyObject {
  /// A use case produced `sum`.
  ///
  /// - Parameter sum: The sum of the input's integer pieces.
  func didCalculateSum(_ sum: Int128)

  /// A use case fetched the remembered `token`.
  ///
  /// - Parameter token: The separator characters remembered from the last launch.
  func didFetchToken(_ token: String)
}
