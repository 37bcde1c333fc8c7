public import ViewKit

/// Builds the MVVM CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the view model and binds its outputs to the view.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController(viewModel: ViewModel())
  }
}
