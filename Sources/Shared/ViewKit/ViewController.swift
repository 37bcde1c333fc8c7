import Tracing

/// Manages a view hierarchy, with UIKit's lifecycle: the view is created on first use by
/// ``loadView()``, then ``viewDidLoad()`` runs once.
///
/// Subclasses override ``loadView()`` to supply a custom root view (or keep the default empty
/// ``View``), and ``viewDidLoad()`` to finish setting it up, exactly as with `UIViewController`.
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
