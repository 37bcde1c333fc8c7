public import ViewKit

/// Builds the Massive View Controller CRUD screen: one controller is the whole screen.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController()
  }
}
