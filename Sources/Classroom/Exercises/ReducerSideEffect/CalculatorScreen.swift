public import ViewKit

/// Builds the calculator screen of this exercise (a unidirectional store).
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController(store: Store())
  }
}
