import ComposableKit
import DeclarativeKit
public import ViewKit

/// Builds the Composable Architecture's calculator screen: the one place its store is made.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: a hosting controller
  /// showing the calculator view over a store of the calculator feature.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let store = Store(initialState: CalculatorFeature.State()) { CalculatorFeature() }
    return HostingController(rootView: CalculatorView(store: store))
  }
}
