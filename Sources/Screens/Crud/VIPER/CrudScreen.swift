public import ViewKit

/// Builds the VIPER CRUD screen through its router.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    Router.createModule()
  }
}
