public import ViewKit

/// Builds the Observation CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the `@Observable` view model and re-renders what it read when that changes.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController(viewModel: ViewModel())
  }
}
