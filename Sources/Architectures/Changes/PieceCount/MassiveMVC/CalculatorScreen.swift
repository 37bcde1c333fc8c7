public import ViewKit

/// Builds the Massive View Controller calculator screen.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController()
  }
}
