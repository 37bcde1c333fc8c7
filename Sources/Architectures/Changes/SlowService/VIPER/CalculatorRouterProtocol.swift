public import CalculatorModel
public import ViewKit

/// What the rest of the app can ask of the calculator module's router (its wireframe): to build
/// the module.
///
/// With more screens, the presenter would hold the router through this protocol and the
/// navigation it asks for would join it, such as `showHistory(of:)`.
@MainActor
public protocol CalculatorRouterProtocol {
  /// Builds the module: its view, presenter and interactor, wired to each other.
  ///
  /// - Parameter sumService: The slow service the interactor asks for sums.
  /// - Returns: The module's view, its view not loaded yet.
  static func createModule(sumService: SumService) -> ViewController
}
