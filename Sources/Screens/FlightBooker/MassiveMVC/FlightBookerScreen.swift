public import ViewKit

/// Builds the Massive View Controller flight booker: one controller is the whole screen.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    FlightBookerViewController()
  }
}
