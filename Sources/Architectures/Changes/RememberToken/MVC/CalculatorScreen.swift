import CalculatorModel
public import Persistence
public import ViewKit

/// Builds the MVC calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the model and remembers the token in `keyValueStore`.
  ///
  /// - Parameter keyValueStore: Where the screen remembers the token across launches.
  /// - Returns: The root view controller.
  @MainActor
  public static func makeRootViewController(keyValueStore: any KeyValueStore) -> ViewController {
    CalculatorViewController(model: Calculator(), keyValueStore: keyValueStore)
  }
}
