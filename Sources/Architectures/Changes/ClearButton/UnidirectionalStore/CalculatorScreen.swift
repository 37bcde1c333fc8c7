public import ViewKit

/// Builds the unidirectional-store calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// store, the store holds the state.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController(store: Store())
  }
}
