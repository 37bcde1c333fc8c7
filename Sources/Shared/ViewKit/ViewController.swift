import Tracing

/// Manages a view hierarchy, with UIKit's lifecycle: the view is created on first use by
/// ``loadView()``, then ``viewDidLoad()`` runs once; each time the view is shown or hidden, the
/// appearance callbacks run.
///
/// Subclasses override ``loadView()`` to supply a custom root view (or keep the default empty
/// ``View``), and ``viewDidLoad()`` to finish setting it up, exactly as with `UIViewController`.
/// A ``NavigationController`` sends the appearance callbacks (``viewWillAppear()``,
/// ``viewDidAppear()``, ``viewWillDisappear()``, ``viewDidDisappear()``) to the view controllers
/// its pushes and pops show and hide; without UIKit's animations, they drop its `animated`
/// parameter, as ``NavigationController/pushViewController(_:)`` does.
@MainActor
open class ViewController {
  // Shared-layer storage opts out of dynamic exclusivity checks: it is touched on the main actor,
  // one event at a time, and never lent out `inout`, so a check guards nothing while costing every
  // architecture the same 80-odd instructions an access. Roles' own properties keep their checks.
  @exclusivity(unchecked) private var loadedView: View?

  /// The screen's name; setting it also sets the ``navigationItem``'s title, as in UIKit.
  public var title: String? {
    didSet { navigationItem.title = title }
  }

  /// What a navigation bar shows while this view controller is on top: its title.
  public var navigationItem = NavigationItem()

  /// The navigation controller whose stack holds this view controller, if any; not retained.
  public internal(set) weak var navigationController: NavigationController?

  /// Whether this view controller is being pushed onto a navigation stack: true during the
  /// ``viewWillAppear()`` and ``viewDidAppear()`` of the push that adds it, as UIKit's
  /// `isMovingToParent`.
  public internal(set) var isMovingToParent = false

  /// Whether this view controller is being popped off a navigation stack: true during the
  /// ``viewWillDisappear()`` and ``viewDidDisappear()`` of the pop that removes it, as UIKit's
  /// `isMovingFromParent`; how a screen tells the back button's pop from being covered by a push.
  ///
  /// ```swift
  /// override func viewDidDisappear() {
  ///   super.viewDidDisappear()
  ///   if isMovingFromParent { delegate?.didLeave(self) }
  /// }
  /// ```
  public internal(set) var isMovingFromParent = false

  /// Creates a view controller whose view is not loaded yet.
  public init() {
    LifetimeTracker.didCreate(self)
  }

  /// The root view, loaded on first access.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; the default creates an empty ``View``.
  ///
  /// Override it to assign ``view`` a custom view. Do not call it yourself.
  open func loadView() {
    loadedView = View()
  }

  /// Called once, right after the view was loaded.
  open func viewDidLoad() {}

  /// Called before the view is shown: pushed, revealed by a pop, or shown first.
  ///
  /// The default does nothing.
  open func viewWillAppear() {}

  /// Called after the view was shown.
  ///
  /// The default does nothing.
  open func viewDidAppear() {}

  /// Called before the view is hidden: covered by a push, or popped.
  ///
  /// The default does nothing.
  open func viewWillDisappear() {}

  /// Called after the view was hidden.
  ///
  /// During a pop, ``isMovingFromParent`` is true and the view controller is off the stack
  /// already. The default does nothing.
  open func viewDidDisappear() {}

  /// Loads the view, and calls ``viewDidLoad()``, if the view is not loaded yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = View() }
    // The system's message to the screen's controller, recorded as the first hop of the loading
    // so that a trace of event 0 shows the controller at work, not the user calling the model.
    Trace.call(self, "viewDidLoad") { $0.viewDidLoad() }
  }
}
