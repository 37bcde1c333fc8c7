public import CalculatorModel
public import ViewKit

/// Builds the VIPER calculator screen: the ``Router`` is where its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view of a module
  /// the ``Router`` assembled.
  ///
  /// - Parameter sumService: The slow service the interactor asks for sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    Router.createModule(sumService: sumService)
  }
}
