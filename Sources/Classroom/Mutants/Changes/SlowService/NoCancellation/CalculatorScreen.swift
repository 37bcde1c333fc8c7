public import CalculatorModel
public import ViewKit

/// Builds the MVP calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// presenter, the presenter talks to the slow service and holds the view weakly.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    let presenter = Presenter(sumService: sumService)
    let viewController = CalculatorViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
