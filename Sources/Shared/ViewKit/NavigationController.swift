import Tracing

/// A stack of view controllers shown one at a time, like UIKit's `UINavigationController`: the
/// top one's view is the only one in the navigation controller's view, so widgets are found on
/// the top screen only.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: calculator)
/// navigation.pushViewController(history)
/// navigation.tapBackButton()  // what the navigation bar's back button does
/// ```
///
/// The stack holds its view controllers strongly, as UIKit does; a popped view controller is
/// released unless something else keeps it.
@MainActor
public final class NavigationController: ViewController {
  /// The view controllers on the stack, the root first and the top one last.
  @exclusivity(unchecked) public private(set) var viewControllers: [ViewController] = []

  /// Creates a navigation controller showing `rootViewController`.
  ///
  /// - Parameter rootViewController: The bottom of the stack, which is never popped.
  public init(rootViewController: ViewController) {
    super.init()
    viewControllers = [rootViewController]
    rootViewController.navigationController = self
  }

  /// The view controller shown: the top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The title the navigation bar shows: the top view controller's navigation title.
  public var navigationTitle: String? { topViewController?.navigationItem.title }

  /// Shows the top view controller's view inside this controller's view.
  override public func viewDidLoad() {
    super.viewDidLoad()
    showTopView()
  }

  /// Pushes `viewController` onto the stack and shows it.
  ///
  /// - Parameter viewController: The view controller to show; pushing one already on the stack
  ///   does nothing, as UIKit refuses it.
  public func pushViewController(_ viewController: ViewController) {
    guard !viewControllers.contains(where: { $0 === viewController }) else { return }
    Trace.call(self, "pushViewController", Trace.roleName(of: viewController)) { navigation in
      navigation.viewControllers.append(viewController)
      viewController.navigationController = navigation
      navigation.showTopView()
    }
  }

  /// Pops the top view controller and shows the one below it; the root is never popped.
  ///
  /// - Returns: The view controller popped, or `nil` if only the root was on the stack.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return Trace.call(self, "popViewController") { navigation in
      let popped = navigation.viewControllers.removeLast()
      popped.navigationController = nil
      if popped.isViewLoaded { popped.view.removeFromSuperview() }
      navigation.showTopView()
      return popped
    }
  }

  /// Pops every view controller above the root.
  public func popToRootViewController() {
    while popViewController() != nil {}
  }

  /// Taps the navigation bar's back button, as the user does: pops the top view controller.
  ///
  /// On the root screen, which has no back button, it does nothing.
  public func tapBackButton() {
    guard viewControllers.count > 1 else { return }
    Trace.call(role: "backButton", "tap", kind: .userInput) { _ = popViewController() }
  }

  /// Puts the top view controller's view, alone, in this controller's view, once it is loaded.
  private func showTopView() {
    guard isViewLoaded, let top = topViewController else { return }
    let container = view
    for subview in container.subviews where subview !== top.view {
      subview.removeFromSuperview()
    }
    if top.view.superview !== container { container.addSubview(top.view) }
  }
}
