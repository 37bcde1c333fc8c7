public import ViewKit

/// Builds the MVVM calculator screen that binds through Observation.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController()
  }
}
