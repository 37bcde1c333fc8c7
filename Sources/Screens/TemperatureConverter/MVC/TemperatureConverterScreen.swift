public import ViewKit

/// Builds the MVC temperature converter: the one place its roles are made and wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the view and asks the model, `TemperatureConversion`, for each conversion.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TemperatureConverterViewController()
  }
}
