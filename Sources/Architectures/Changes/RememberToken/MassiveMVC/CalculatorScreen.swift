public import Persistence
public import ViewKit

/// Builds the Massive View Controller calculator screen.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  ///
  /// - Parameter keyValueStore: Where the screen remembers the token across launches.
  /// - Returns: The root view controller.
  @MainActor
  public static func makeRootViewController(keyValueStore: any KeyValueStore) -> ViewController {
    CalculatorViewController(keyValueStore: keyValueStore)
  }
}
