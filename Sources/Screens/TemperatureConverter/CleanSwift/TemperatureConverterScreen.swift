public import ViewKit

/// Builds the Clean Swift temperature converter: the one place the VIP cycle is made and wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view controller
  /// owns the interactor, the interactor the presenter, which holds the view controller weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let interactor = Interactor(presenter: presenter)
    let viewController = TemperatureConverterViewController(interactor: interactor)
    presenter.viewController = viewController
    return viewController
  }
}
