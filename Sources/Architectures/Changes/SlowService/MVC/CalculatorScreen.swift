public import CalculatorModel
public import ViewKit

/// Builds the MVC calculator screen over a slow sum service: the controller owns the model,
/// which owns the service.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  ///
  /// - Parameter sumService: The service the model asks for every sum.
  /// - Returns: The root view controller.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    CalculatorViewController(model: SumModel(sumService: sumService))
  }
}
