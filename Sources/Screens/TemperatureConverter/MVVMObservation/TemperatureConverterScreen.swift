public import ViewKit

/// Builds the MVVM-with-Observation temperature converter: the one place its roles are made and
/// wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view controller
  /// owns the view model and observes it.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TemperatureConverterViewController(viewModel: ViewModel())
  }
}
