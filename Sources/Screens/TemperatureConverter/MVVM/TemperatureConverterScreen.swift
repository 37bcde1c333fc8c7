public import ViewKit

/// Builds the MVVM temperature converter: the one place its roles are made and wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view controller
  /// owns the view model and binds to it.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TemperatureConverterViewController(viewModel: ViewModel())
  }
}
