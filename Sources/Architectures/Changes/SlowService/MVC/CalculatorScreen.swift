public import CalculatorModel
public import ViewKit

/// Builds the MVC calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the view and talks to the slow service, the model behind its latency.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    CalculatorViewController(sumService: sumService)
  }
}
