public import ViewKit

/// Builds the input/output MVVM CRUD screen: the one place its roles are made and wired.
public enum CrudScreen {
  /// Returns the screen's root view controller, its view not loaded yet: it emits the view's
  /// events into relays and observes what the view model's transform makes of them.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CrudViewController(viewModel: ViewModel())
  }
}
