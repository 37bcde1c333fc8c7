import CalculatorModel
public import ViewKit

/// Builds the Clean Swift calculator screen: the configurator of the VIP cycle.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet, wired into the cycle:
  /// the view owns the interactor, the interactor owns the presenter and the model, and the
  /// presenter holds the view weakly.
  ///
  /// A Clean Swift scene with more screens would also have a router, which the view would own
  /// to navigate and pass data to the next scene; one screen has nowhere to go.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let interactor = Interactor(presenter: presenter, model: Calculator())
    let viewController = CalculatorViewController(interactor: interactor)
    presenter.viewController = viewController
    return viewController
  }
}
