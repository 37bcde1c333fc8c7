import DeclarativeKit
public import ViewKit

/// Builds the temperature converter in MVVM with `@Observable` view models: the one place its
/// roles are made and wired.
public enum TemperatureConverterScreen {
  /// Returns the screen's root view controller, its view not loaded yet: a hosting controller
  /// showing the converter's view over its view model.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    HostingController(
      rootView: TemperatureConverterView(viewModel: TemperatureConverterViewModel()))
  }
}
