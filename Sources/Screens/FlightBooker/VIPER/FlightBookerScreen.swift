public import ViewKit

/// Builds the VIPER flight booker through its router.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    Router.createModule()
  }
}
