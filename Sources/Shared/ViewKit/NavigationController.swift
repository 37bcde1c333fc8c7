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
///
/// Appearance follows UIKit's order. With no window in the kit, a navigation controller whose
/// view is loaded stands for one on screen: loading its view shows its top view controller
/// (`viewWillAppear()`, `viewDidAppear()`), and from then on each push and pop hides the old top
/// and shows the new one — the old's `viewWillDisappear()`, the new's `viewWillAppear()`, the
/// views swapped, the old's `viewDidDisappear()`, the new's `viewDidAppear()` — with
/// `isMovingToParent` true on the pushed one and `isMovingFromParent` true on the popped one
/// meanwhile. The new top's view is loaded (and `viewDidLoad()` run) before any of them. Before
/// its view is loaded, pushes and pops send no appearance callbacks, as UIKit sends none to a
/// navigation controller off screen. The callbacks are not traced here: a view controller that
/// overrides one records it as any role records a message it receives.
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

  /// Shows the top view controller's view inside this controller's view: it appears.
  override public func viewDidLoad() {
    super.viewDidLoad()
    transition(hiding: nil, .show)
  }

  /// Pushes `viewController` onto the stack and shows it.
  ///
  /// - Parameter viewController: The view controller to show; pushing one already on the stack
  ///   does nothing, as UIKit refuses it.
  public func pushViewController(_ viewController: ViewController) {
    guard !viewControllers.contains(where: { $0 === viewController }) else { return }
    Trace.call(self, "pushViewController", Trace.roleName(of: viewController)) { navigation in
      let covered = navigation.topViewController
      navigation.viewControllers.append(viewController)
      viewController.navigationController = navigation
      navigation.transition(hiding: covered, .push)
    }
  }

  /// Pops the top view controller and shows the one below it; the root is never popped.
  ///
  /// The popped one is off the stack when its appearance callbacks run, and has no
  /// ``ViewController/navigationController`` from its `viewDidDisappear()` on.
  ///
  /// - Returns: The view controller popped, or `nil` if only the root was on the stack.
  @discardableResult
  public func popViewController() -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return Trace.call(self, "popViewController") { navigation in
      let popped = navigation.viewControllers.removeLast()
      navigation.transition(hiding: popped, .pop)
      navigation.release([popped])
      return popped
    }
  }

  /// Pops every view controller above the root in one pop, as UIKit does: only the top one
  /// disappears and only the root appears; those between them, never shown, hear nothing.
  public func popToRootViewController() {
    guard viewControllers.count > 1 else { return }
    Trace.call(self, "popToRootViewController") { navigation in
      let popped = Array(navigation.viewControllers.dropFirst())
      navigation.viewControllers.removeLast(popped.count)
      navigation.transition(hiding: popped.last, .pop)
      navigation.release(popped)
    }
  }

  /// Taps the navigation bar's back button, as the user does: pops the top view controller.
  ///
  /// On the root screen, which has no back button, it does nothing.
  public func tapBackButton() {
    guard viewControllers.count > 1 else { return }
    Trace.call(role: "backButton", "tap", kind: .userInput) { _ = popViewController() }
  }

  /// What a change of the top view controller is, for ``ViewController/isMovingToParent`` and
  /// ``ViewController/isMovingFromParent``.
  private enum Transition {
    /// The top was pushed: it moves to this parent.
    case push
    /// The old top was popped: it moves from this parent.
    case pop
    /// The top is shown as this controller's view loads: nothing moves.
    case show
  }

  /// Shows the top view controller in place of `hidden`, the top before, sending both their
  /// appearance callbacks in UIKit's order, once this controller's view is loaded.
  ///
  /// A popped `hidden` loses its navigation controller between its `viewWillDisappear()` and
  /// its `viewDidDisappear()`, as a UIKit child leaves its parent.
  private func transition(hiding hidden: ViewController?, _ kind: Transition) {
    guard isViewLoaded, let shown = topViewController else { return }
    shown.loadViewIfNeeded()
    // A view controller whose view never loaded was never shown, so it does not disappear.
    let disappearing = hidden.flatMap { $0.isViewLoaded ? $0 : nil }
    disappearing?.isMovingFromParent = kind == .pop
    shown.isMovingToParent = kind == .push
    defer {
      disappearing?.isMovingFromParent = false
      shown.isMovingToParent = false
    }
    disappearing?.viewWillDisappear()
    shown.viewWillAppear()
    if kind == .pop { hidden?.navigationController = nil }
    showTopView()
    disappearing?.viewDidDisappear()
    shown.viewDidAppear()
  }

  /// Lets `popped`, off the stack now, go: no navigation controller, its view out of this one.
  private func release(_ popped: [ViewController]) {
    for viewController in popped {
      viewController.navigationController = nil
      if viewController.isViewLoaded { viewController.view.removeFromSuperview() }
    }
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
