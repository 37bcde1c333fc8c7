import CalculatorModel
public import ViewKit

/// Builds the MVP calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// presenter, the presenter owns the model and holds the view weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter(model: Calculator())
    let viewController = CalculatorViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
