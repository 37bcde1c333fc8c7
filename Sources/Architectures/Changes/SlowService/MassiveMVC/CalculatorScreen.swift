public import CalculatorModel
public import ViewKit

/// Builds the Massive View Controller calculator screen: one view controller does everything.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet, asking `sumService`
  /// for every sum.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    CalculatorViewController(sumService: sumService)
  }
}
