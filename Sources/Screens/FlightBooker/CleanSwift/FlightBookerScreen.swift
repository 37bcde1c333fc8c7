public import ViewKit

/// Builds the Clean Swift flight booker: the one place the VIP cycle is wired.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet: it owns the
  /// interactor, which owns the presenter, which holds it weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let interactor = Interactor(presenter: presenter)
    let viewController = FlightBookerViewController(interactor: interactor)
    presenter.viewController = viewController
    return viewController
  }
}
