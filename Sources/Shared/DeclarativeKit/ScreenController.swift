import ViewKit

/// The view controller of one pushed screen of a ``NavigationStack`` shown in a navigation
/// controller: its view holds that screen's widgets, and a pop the user makes (the navigation
/// bar's back button) is reported, so that the stack's path loses the screen's value.
@MainActor
final class ScreenController: ViewController {
  /// Told that the navigation controller popped this screen; not called for pops the renderer
  /// makes itself.
  var onPop: (@MainActor (ScreenController) -> Void)?

  /// Reports a pop once the screen has gone.
  override func viewDidDisappear() {
    super.viewDidDisappear()
    if isMovingFromParent { onPop?(self) }
  }
}
