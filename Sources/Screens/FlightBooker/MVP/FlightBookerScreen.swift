public import ViewKit

/// Builds the MVP flight booker: the one place its roles are made and wired.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// presenter, which holds the view weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let viewController = FlightBookerViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
