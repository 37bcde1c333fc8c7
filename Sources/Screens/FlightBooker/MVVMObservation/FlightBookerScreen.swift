public import ViewKit

/// Builds the Observation flight booker: the one place its roles are made and wired.
public enum FlightBookerScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the `@Observable` view model and re-renders what it read when that changes.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    FlightBookerViewController(viewModel: ViewModel())
  }
}
