public import ViewKit

/// Builds the unidirectional-store temperature converter: the one place its roles are made and
/// wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// store, the store holds the state.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TemperatureConverterViewController(store: Store())
  }
}
