public import ViewKit

/// Builds the store's flight booker: the one place its roles are made and wired.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet: it sends actions to a
  /// store and renders every state.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    FlightBookerViewController(store: Store())
  }
}
