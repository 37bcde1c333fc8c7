public import ViewKit

/// Builds the Massive-View-Controller temperature converter: one controller does everything.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TemperatureConverterViewController()
  }
}
