public import ViewKit

/// Builds the MVP CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// presenter, which holds the view weakly.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let presenter = Presenter()
    let viewController = CrudViewController(presenter: presenter)
    presenter.view = viewController
    return viewController
  }
}
