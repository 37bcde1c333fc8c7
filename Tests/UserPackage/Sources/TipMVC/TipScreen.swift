public import ViewKit

/// Builds the MVC tip screen: the one place its roles are made and wired.
public enum TipScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TipViewController()
  }
}
