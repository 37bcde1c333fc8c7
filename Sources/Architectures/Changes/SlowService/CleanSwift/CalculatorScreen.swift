public import CalculatorModel
public import ViewKit

/// Builds the Clean Swift calculator screen: the one place the VIP cycle is made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// interactor, the interactor owns the presenter and talks to the slow service, the presenter
  /// holds the view weakly.
  ///
  /// - Parameter sumService: The slow service the interactor asks for sums.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(sumService: SumService) -> ViewController {
    let presenter = Presenter()
    let interactor = Interactor(presenter: presenter, sumService: sumService)
    let viewController = CalculatorViewController(interactor: interactor)
    presenter.viewController = viewController
    return viewController
  }
}
