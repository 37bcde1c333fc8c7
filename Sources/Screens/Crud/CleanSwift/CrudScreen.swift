public import ViewKit

/// Builds the Clean Swift CRUD screen: the one place the VIP cycle is wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: it owns the
  /// interactor, which owns the presenter, which holds it weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let interactor = Interactor(presenter: presenter)
    let viewController = CrudViewController(interactor: interactor)
    presenter.viewController = viewController
    return viewController
  }
}
