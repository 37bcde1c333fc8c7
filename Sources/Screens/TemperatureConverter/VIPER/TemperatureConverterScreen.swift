public import ViewKit

/// Builds the VIPER temperature converter: the router makes and wires the module.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    Router.createModule()
  }
}
