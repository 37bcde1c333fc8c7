public import ViewKit

/// Builds the calculator screen of this exercise (MassiveMVC, to become MVC).
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController()
  }
}
