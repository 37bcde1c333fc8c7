public import ViewKit

/// Builds the MVC CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the view and the model, `CrudModel`, and applies each action to both.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController()
  }
}
