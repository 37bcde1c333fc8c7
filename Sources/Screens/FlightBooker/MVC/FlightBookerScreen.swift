public import ViewKit

/// Builds the MVC flight booker: the one place its roles are made and wired.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the view and the model, `FlightBooking`, and applies each action to both.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    FlightBookerViewController()
  }
}
