public import CalculatorModel
public import ViewKit

/// Builds the Store calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// store, which runs the reducer's effects with the slow service.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    CalculatorViewController(store: Store(sumService: sumService))
  }
}
