import Tracing

/// Watches every view and view controller created while it is active, and every other object
/// that receives a message through `@Received` meanwhile (a screen's presenter, view model,
/// interactor or store, as it announces itself), so a test can check, after releasing a screen,
/// that all of them are gone.
///
/// ```swift
/// let tracker = LifetimeTracker()
/// var screen: ViewController? = tracker.track { MyScreen() }
/// screen = nil
/// tracker.survivors  // [] when nothing leaked
/// ```
///
/// Only objects created inside ``track(_:)`` are watched, through weak references, so watching
/// never keeps anything alive. When no tracker is active, creating a view costs one check.
@MainActor
public final class LifetimeTracker {
  private struct Watched {
    weak var object: AnyObject?
    let typeName: String
  }

  fileprivate static var active: LifetimeTracker?

  private var watched: [Watched] = []
  /// The index in ``watched`` of each object watched, to watch an object once however many
  /// messages it receives.
  private var indices: [ObjectIdentifier: Int] = [:]

  /// Creates a tracker watching nothing yet.
  public init() {}

  /// Runs `body`, watching every view and view controller created while it runs.
  ///
  /// - Parameter body: The code that creates the objects to watch.
  /// - Returns: What `body` returns.
  public func track<Result>(_ body: () throws -> Result) rethrows -> Result {
    let outer = Self.active
    Self.active = self
    defer { Self.active = outer }
    return try Trace.observingReceivers({ self.watch($0) }, body)
  }

  /// How many objects have been watched.
  public var watchedCount: Int { watched.count }

  /// The type names of the watched objects that are still alive, in creation order.
  public var survivors: [String] {
    watched.compactMap { $0.object == nil ? nil : $0.typeName }
  }

  fileprivate func watch(_ object: AnyObject) {
    let identifier = ObjectIdentifier(object)
    // The same address may hold a new object once the old one is freed: watch that one too.
    if let index = indices[identifier], watched[index].object === object { return }
    indices[identifier] = watched.count
    watched.append(Watched(object: object, typeName: String(describing: type(of: object))))
  }

  /// Tells the active tracker, if any, that `object` was just created.
  ///
  /// - Parameter object: The new view or view controller.
  static func didCreate(_ object: AnyObject) {
    active?.watch(object)
  }
}
