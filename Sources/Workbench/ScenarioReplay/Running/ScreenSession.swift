public import ArchitectureDescriptor
import CalculatorModel
import Diagnostics
import Scheduling
public import ScreenDriver
import Tracing
import ViewKit

/// One scenario's life on one architecture: a `ScreenEnvironment` made fresh for it, and the
/// screen built over it, rebuilt over the same environment at every `relaunch`.
///
/// ```swift
/// let session = try ScreenSession(architecture)
/// try session.perform(.insert(.token, ","))
/// try session.perform(.relaunch)  // the screen is released; a fresh one reads the same storage
/// ```
///
/// With `tracksLifetimes`, each screen's views and view controllers are watched from the moment
/// it is built: ``relaunch()`` and ``release()`` return the ones still alive once the screen is
/// released, which is the leak check of a UI test, applied to every screen of the scenario.
/// Every role of the screen is watched, not only its views: any object that receives a
/// message through the tracing layer's `@Received` line while the screen is built or handles an
/// event is one of its roles (a presenter, a view model, an interactor, a store).
///
/// A screen pushed on a navigation stack is checked sooner: the objects first seen from the
/// event that pushed it on are watched as its own, and an event that pops it off must leave none
/// of them alive (``poppedLeaks``); see `NavigationLifetimes`.
///
/// A released screen must also leave no work behind: what is still scheduled on the
/// environment's clock once it is released is recorded in ``leftBehind``, and any of that work
/// that later fires, in ``lateFirings``.
@MainActor
public final class ScreenSession {
  /// The architecture whose screens are built.
  public let architecture: Architecture

  /// The environment every screen of the session is built over.
  public let environment: ScreenEnvironment

  /// The screen now shown: `nil` once ``release()`` was called, or after a relaunch whose new
  /// screen could not be driven.
  public private(set) var screen: ScreenDriver?

  /// How many screens the session has built.
  public private(set) var launchCount = 0

  /// The work each released screen left scheduled, one entry per release that left some.
  public private(set) var leftBehind: [WorkLeftBehind] = []

  /// The pieces of work a released screen left behind that later fired, in order.
  public private(set) var lateFirings: [LateFiring] = []

  /// The screens popped off the navigation stack that left objects alive, in the order of the
  /// events that popped them (with `tracksLifetimes`).
  public private(set) var poppedLeaks: [PoppedScreenLeak] = []

  private let tracksLifetimes: Bool
  private var lifetimes: NavigationLifetimes?
  /// The numbers of the scheduled work pending when a screen was released, with the launch
  /// number of that screen.
  private var releasedWork: [Int: Int] = [:]

  /// Builds the first screen of `architecture` over a fresh environment.
  ///
  /// - Parameters:
  ///   - architecture: The architecture to drive.
  ///   - tracksLifetimes: Whether to watch each screen's objects for the leak check.
  /// - Throws: `ScreenDriverError` when the screen lacks one of the calculator's widgets.
  public init(
    _ architecture: Architecture, tracksLifetimes: Bool = false
  ) throws(ScreenDriverError) {
    self.architecture = architecture
    self.environment = ScreenEnvironment()
    self.tracksLifetimes = tracksLifetimes
    try launch()
  }

  /// Performs `event` as the user would: an edit of a field, a tap of a button or a row, a
  /// swipe to delete, the back button, or a relaunch.
  ///
  /// - Parameter event: The event.
  /// - Throws: `ScreenDriverError` when the widget to act on is missing or not on the top
  ///   screen, a row or the back button is missing, or the relaunched screen cannot be driven;
  ///   the leaks of a relaunch are not reported here (see ``relaunch()``).
  public func perform(_ event: ReplayPlan.Event) throws(ScreenDriverError) {
    if case .relaunch = event {
      _ = try relaunch()
      return
    }
    if case .wait(let duration) = event { return wait(duration) }
    guard let screen else { throw ScreenDriverError(identifier: "", problem: .noScreen) }
    guard let lifetimes else { return try screen.perform(event) }
    // Objects an event creates belong to the screen on top after it, so they are watched too.
    let (result, leaks) = lifetimes.track(on: screen) {
      Result { () throws(ScreenDriverError) in try screen.perform(event) }
    }
    poppedLeaks += leaks
    try result.get()
  }

  /// Releases the screen, then builds a fresh one over the same environment.
  ///
  /// - Returns: The type names of the released screen's objects still alive (with
  ///   `tracksLifetimes`; otherwise none).
  /// - Throws: `ScreenDriverError` when the new screen lacks one of the calculator's widgets.
  public func relaunch() throws(ScreenDriverError) -> [String] {
    let leaked = release()
    try launch()
    return leaked
  }

  /// Releases the screen.
  ///
  /// - Returns: The type names of its objects still alive (with `tracksLifetimes`; otherwise
  ///   none).
  @discardableResult
  public func release() -> [String] {
    guard screen != nil || lifetimes != nil else { return [] }
    screen = nil
    let leaked = lifetimes?.survivors ?? []
    lifetimes = nil
    let pending = environment.scheduler.pendingNumbers.filter { releasedWork[$0] == nil }
    if !pending.isEmpty {
      leftBehind.append(
        WorkLeftBehind(
          launch: launchCount, pendingWork: pending.count,
          pendingRequests: environment.sumService.counts.pending))
      for number in pending { releasedWork[number] = launchCount }
    }
    return leaked
  }

  private func launch() throws(ScreenDriverError) {
    launchCount += 1
    let make = architecture.makeScreen
    let environment = environment
    guard tracksLifetimes else {
      screen = try ScreenDriver(make(environment))
      return
    }
    let tracker = LifetimeTracker()
    let built = tracker.track {
      Result { () throws(ScreenDriverError) in try ScreenDriver(make(environment)) }
    }
    // A screen that cannot be driven is still released, and checked, at the end.
    lifetimes = NavigationLifetimes(root: tracker, depth: (try? built.get()).map(\.depth) ?? 1)
    screen = try built.get()
  }

  /// Lets `duration` of virtual time pass on the environment's clock, running the screen's work
  /// that falls due, traced as the user's action; each piece of work's firing is traced too,
  /// at its virtual time, as a message from the clock.
  ///
  /// - Parameters:
  ///   - duration: How much virtual time passes.
  ///   - fired: Called after each piece of work that fires, with its virtual time: each is a
  ///     moment at which the user may see the screen change.
  public func wait(_ duration: Duration, fired: (Duration) -> Void = { _ in }) {
    let scheduler = environment.scheduler
    let service = environment.sumService
    Trace.call(
      role: "Clock", "advance(by:)", argument: DurationText.text(of: duration), kind: .userInput
    ) {
      scheduler.advance(by: duration) { number, run in
        let delivered = service.counts.delivered
        if let lifetimes, let screen {
          poppedLeaks += lifetimes.track(on: screen) { fire(number, run) }.1
        } else {
          fire(number, run)
        }
        if let launch = releasedWork.removeValue(forKey: number) {
          lateFirings.append(
            LateFiring(
              launch: launch, number: number, time: scheduler.now,
              isAnswer: service.counts.delivered > delivered))
        }
        fired(scheduler.now)
      }
    }
  }

  /// The role a trace names as the receiver of scheduled work's firing.
  public static let schedulerRole = "Scheduler"

  /// Runs a piece of work as it fires, traced as the scheduler receiving `fire(#number)`, then
  /// the turn of the run loop after it: a declarative screen shows what the work changed.
  private func fire(_ number: Int, _ run: () -> Void) {
    Trace.call(role: Self.schedulerRole, "fire", argument: "#\(number)", kind: .call) {
      run()
      flushDeclarativeScreens()
    }
  }
}
