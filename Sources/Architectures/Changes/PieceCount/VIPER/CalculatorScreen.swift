public import ViewKit

/// Builds the VIPER calculator screen: the ``Router`` is where its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view of a module
  /// the ``Router`` assembled.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    Router.createModule()
  }
}
