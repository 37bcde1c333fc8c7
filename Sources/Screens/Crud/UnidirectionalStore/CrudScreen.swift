public import ViewKit

/// Builds the store's CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: it sends actions to a
  /// store and renders every state.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController(store: Store())
  }
}
