import CalculatorModel
public import ViewKit

/// Builds the calculator screen of this exercise (MVP).
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter(model: Calculator())
    let viewController = CalculatorViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
