public import ViewKit

/// A ViewKit view controller that shows a declarative view, like SwiftUI's
/// `UIHostingController`: its view holds the widgets the view tree renders to, found by
/// accessibility identifier as any screen's are, and kept up to date at the end of each event.
///
/// ```swift
/// let host = HostingController(rootView: CalculatorView().environment(calculator))
/// host.loadViewIfNeeded()
/// host.view.descendant(TextField.self, withAccessibilityIdentifier: "inputTextField")
/// host.flushReports.last?.bodiesEvaluated
/// ```
@MainActor
public final class HostingController<Content: View>: ViewController, FlushReporting {
  private let renderer: Renderer

  /// Creates a view controller that shows `rootView`, with its view not loaded yet.
  ///
  /// - Parameter rootView: The view to show.
  public init(rootView: Content) {
    renderer = Renderer(content: rootView)
    super.init()
    renderer.host = self
  }

  /// Makes the renderer's container the root view.
  override public func loadView() {
    view = renderer.container
  }

  /// Shows the root view for the first time: the first update.
  override public func viewDidLoad() {
    super.viewDidLoad()
    renderer.start()
  }

  /// Each update so far, oldest first: the first showing, then one per event that changed
  /// something.
  public var flushReports: [FlushReport] { renderer.reports }

  /// Forgets the reports of past updates, so that the next ones are counted from zero.
  public func removeFlushReports() {
    renderer.removeReports()
  }

  /// Brings the screen up to date with changes made outside any event (by a test or a task)
  /// now, instead of at the main actor's next turn.
  public func flush() {
    renderer.flush()
  }
}
