public import ViewKit

/// Builds the MVVM tip screen: the one place its roles are made and wired.
public enum TipScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view controller
  /// owns the view model and binds to it.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    TipViewController(viewModel: ViewModel())
  }
}
