import ScreenDriver
import ViewKit

/// A screen popped off the navigation stack that left objects alive: the leak check of a UI
/// test run right after the event that popped it.
public struct PoppedScreenLeak: Sendable, Equatable {
  /// The popped screen's navigation title, as it was just before the event.
  public var title: String

  /// The type names of the objects the screen gained while it was pushed that are still alive
  /// right after the event, in the order they were first seen.
  public var survivors: [String]

  /// Creates a leak.
  ///
  /// - Parameters:
  ///   - title: The popped screen's navigation title.
  ///   - survivors: The type names of its objects still alive.
  public init(title: String, survivors: [String]) {
    self.title = title
    self.survivors = survivors
  }
}

/// Watches a screen's objects one navigation level at a time: a stack of trackers, one per
/// screen of the navigation stack, so that the objects of a pushed screen can be checked as soon
/// as an event pops it.
///
/// An event runs under a tracker of its own; the objects it creates, and those that receive a
/// message through `@Received` during it, that no level watches yet go to the level on top once
/// the event is over: the new screen's, when the event pushed one. An object of a screen below
/// that receives a message during the push (the first screen's presenter, asked to show the
/// second) is already watched by its own level, so it is never counted as the pushed screen's.
/// When an event pops screens, their levels are closed and every object they watch that was
/// made while the screen was shown must be gone: its views and view controllers, and the roles
/// (presenters, view models, interactors, routers) whose address an allocation returned while
/// the screen was on top, from the event that pushed it (``AllocationRecording``). The other
/// roles they watch (first seen receiving a message, but made before the push by a screen below:
/// its router, its model) are handed down to the level below, and checked when it goes in turn,
/// at the latest when the whole screen is released. Where allocations cannot be recorded (not
/// Linux with glibc), every role first seen receiving a message is handed down.
@MainActor
final class NavigationLifetimes {
  private struct Level {
    let tracker: LifetimeTracker
    /// The addresses allocated while the screen was on top, from the event that pushed it, and
    /// not freed since; `nil` when they are not known (a screen built already pushed, or a build that cannot
    /// record them).
    var allocated: Set<UInt>?
  }

  private var levels: [Level]

  /// Starts with the objects `root` watched while the screen was built, all of its first level.
  ///
  /// - Parameters:
  ///   - root: The tracker that watched the screen being built.
  ///   - depth: How many screens its navigation stack holds once built.
  init(root: LifetimeTracker, depth: Int) {
    levels = [Level(tracker: root, allocated: nil)]
    // A screen built with screens already pushed: each of them gets a level of its own.
    for _ in 1..<max(1, depth) { levels.append(Level(tracker: LifetimeTracker(), allocated: nil)) }
  }

  /// The type names of every watched object still alive, level by level, from the first.
  var survivors: [String] { levels.flatMap(\.tracker.survivors) }

  /// Runs `body`, one event or piece of work on `screen`, and hands the objects it first saw to
  /// the level on top afterwards.
  ///
  /// - Parameters:
  ///   - screen: The screen the event acts on.
  ///   - body: The event.
  /// - Returns: What `body` returns, and the leak of each screen the event popped that left
  ///   objects alive.
  func track<Result>(
    on screen: ScreenDriver, _ body: () -> Result
  ) -> (Result, [PoppedScreenLeak]) {
    // A screen with no navigation controller never pushes: its one level watches every event.
    if levels.count == 1, screen.navigationController == nil {
      return (levels[0].tracker.track(body), [])
    }
    let titles = Self.titles(of: screen)
    let event = LifetimeTracker()
    let (result, changes) = AllocationRecording.record { event.track(body) }
    // A block freed is no object of any screen: forgetting it keeps each level's set as large as
    // what is alive, however many objects the screen made and freed while it was shown.
    if let freed = changes?.freed, !freed.isEmpty {
      for index in levels.indices { levels[index].allocated?.subtract(freed) }
    }
    levels[levels.count - 1].allocated?.formUnion(changes?.allocated ?? [])
    if changes == nil { levels[levels.count - 1].allocated = nil }
    let depth = max(1, screen.depth)
    let fresh = event.aliveObjects.filter { object in
      !levels.contains { $0.tracker.isWatching(object) }
    }
    var leaks: [PoppedScreenLeak] = []
    var handedDown: [AnyObject] = []
    while levels.count > depth, let popped = levels.popLast() {
      let alive = popped.tracker.aliveObjects
      let made = alive.filter { popped.tracker.watchesFromCreation($0) }
      // A role first seen receiving a message may belong to a screen below (its router, its
      // model, first asked during the push): it stays watched there, till that screen goes.
      handedDown += alive.filter { !popped.tracker.watchesFromCreation($0) }
      guard !made.isEmpty else { continue }
      let title = levels.count < titles.count ? titles[levels.count] : ""
      let survivors = made.map { String(describing: type(of: $0)) }
      leaks.insert(PoppedScreenLeak(title: title, survivors: survivors), at: 0)
    }
    while levels.count < depth {
      levels.append(Level(tracker: LifetimeTracker(), allocated: changes?.allocated))
    }
    if let top = levels.last {
      for object in handedDown { top.tracker.watch(object) }
      // A role first seen receiving a message, allocated while the screen on top was shown, is
      // that screen's as surely as its views are: made for it, it must go with it.
      for object in fresh {
        let made =
          event.watchesFromCreation(object)
          || (levels.count > 1
            && top.allocated?.contains(AllocationRecording.address(of: object)) == true)
        top.tracker.watch(object, created: made)
      }
    }
    return (result, leaks)
  }

  /// The navigation titles of the screens of `screen`'s stack, from the first.
  private static func titles(of screen: ScreenDriver) -> [String] {
    guard let navigation = screen.navigationController else { return [] }
    return navigation.viewControllers.map { $0.navigationItem.title ?? "" }
  }
}
