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
    /// Named only when reported: naming a type costs far more than watching an object.
    let type: any AnyObject.Type
    /// Whether it was watched from its creation (a view or a view controller), not from a
    /// message it received.
    var created: Bool
  }

  fileprivate static var active: LifetimeTracker?

  private var watched: [Watched] = []
  /// The index in ``watched`` of each object watched, to watch an object once however many
  /// messages it receives.
  private var indices: [ObjectIdentifier: Int] = [:]
  /// How long ``watched`` may grow before the entries of freed objects are dropped: twice what
  /// was alive at the last drop, so a screen that makes and frees many objects (the cells of a
  /// long list) costs as much to watch as what it keeps.
  private var compactionThreshold = 64

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

  /// How many objects have been watched, freed ones included.
  public private(set) var watchedCount = 0

  /// The type names of the watched objects that are still alive, in creation order.
  public var survivors: [String] {
    watched.compactMap { $0.object == nil ? nil : String(describing: $0.type) }
  }

  /// The watched objects still alive, in creation order: for a caller that hands some of them
  /// on to another tracker (see `watch(_:)`); the array holds them only while it is kept.
  public var aliveObjects: [AnyObject] { watched.compactMap(\.object) }

  /// Whether `object` is watched: the very object, not a new one at the address of a freed one.
  ///
  /// - Parameter object: The object to look for.
  /// - Returns: `true` when the tracker watches it.
  public func isWatching(_ object: AnyObject) -> Bool {
    guard let index = indices[ObjectIdentifier(object)] else { return false }
    return watched[index].object === object
  }

  /// Whether `object` is watched from its creation, as a view or a view controller made while
  /// the tracker was active is; `false` for an object first seen receiving a message, which
  /// may have been made long before.
  ///
  /// - Parameter object: The object to look for.
  /// - Returns: `true` when the tracker watched it from its creation.
  public func watchesFromCreation(_ object: AnyObject) -> Bool {
    guard let index = indices[ObjectIdentifier(object)] else { return false }
    return watched[index].object === object && watched[index].created
  }

  /// Watches `object` from now on; an object already watched is watched once.
  ///
  /// - Parameters:
  ///   - object: The object to watch, weakly.
  ///   - created: Whether it is watched from its creation (see ``watchesFromCreation(_:)``).
  public func watch(_ object: AnyObject, created: Bool = false) {
    let identifier = ObjectIdentifier(object)
    // The same address may hold a new object once the old one is freed: watch that one too.
    if let index = indices[identifier], watched[index].object === object {
      watched[index].created = watched[index].created || created
      return
    }
    if watched.count >= compactionThreshold { forgetFreed() }
    indices[identifier] = watched.count
    watched.append(Watched(object: object, type: type(of: object), created: created))
    watchedCount += 1
  }

  /// Drops the entries of the objects already freed, keeping the order of the others.
  ///
  /// - Complexity: O(*n*) in the entries, amortized O(1) a watch.
  private func forgetFreed() {
    watched.removeAll { $0.object == nil }
    indices.removeAll(keepingCapacity: true)
    for (index, entry) in watched.enumerated() {
      if let object = entry.object { indices[ObjectIdentifier(object)] = index }
    }
    compactionThreshold = max(64, watched.count * 2)
  }

  /// Tells the active tracker, if any, that `object` was just created.
  ///
  /// - Parameter object: The new view or view controller.
  static func didCreate(_ object: AnyObject) {
    active?.watch(object, created: true)
  }
}
