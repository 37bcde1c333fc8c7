public import ArchitectureDescriptor
import Diagnostics
import Scheduling
public import ScreenDriver
import Tracing
import ViewKit

/// One scenario's life on one architecture: a ``ScreenEnvironment`` made fresh for it, and the
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

  private let tracksLifetimes: Bool
  private var tracker: LifetimeTracker?

  /// Builds the first screen of `architecture` over a fresh environment.
  ///
  /// - Parameters:
  ///   - architecture: The architecture to drive.
  ///   - tracksLifetimes: Whether to watch each screen's objects for the leak check.
  /// - Throws: ``ScreenDriverError`` when the screen lacks one of the calculator's widgets.
  public init(
    _ architecture: Architecture, tracksLifetimes: Bool = false
  ) throws(ScreenDriverError) {
    self.architecture = architecture
    self.environment = ScreenEnvironment()
    self.tracksLifetimes = tracksLifetimes
    try launch()
  }

  /// Performs `event` as the user would: an edit of a field, a tap of a button, or a relaunch.
  ///
  /// - Parameter event: The event.
  /// - Throws: ``ScreenDriverError`` when the button to tap is missing, or the relaunched screen
  ///   cannot be driven; the leaks of a relaunch are not reported here (see ``relaunch()``).
  public func perform(_ event: ReplayPlan.Event) throws(ScreenDriverError) {
    if case .relaunch = event {
      _ = try relaunch()
      return
    }
    if case .wait(let duration) = event { return wait(duration) }
    guard let screen else { throw ScreenDriverError(identifier: "", problem: .noScreen) }
    guard let tracker else { return try screen.perform(event) }
    // Objects an event creates belong to the screen, so they are watched too.
    let result = tracker.track {
      Result { () throws(ScreenDriverError) in try screen.perform(event) }
    }
    try result.get()
  }

  /// Releases the screen, then builds a fresh one over the same environment.
  ///
  /// - Returns: The type names of the released screen's objects still alive (with
  ///   `tracksLifetimes`; otherwise none).
  /// - Throws: ``ScreenDriverError`` when the new screen lacks one of the calculator's widgets.
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
    screen = nil
    let leaked = tracker?.survivors ?? []
    tracker = nil
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
    self.tracker = tracker
    screen = try tracker.track {
      Result { () throws(ScreenDriverError) in try ScreenDriver(make(environment)) }
    }.get()
  }

  /// Lets `duration` of virtual time pass on the environment's clock, running the screen's work
  /// that falls due, traced as the user's action.
  private func wait(_ duration: Duration) {
    let scheduler = environment.scheduler
    Trace.call(
      role: "Clock", "advance(by:)", argument: DurationText.text(of: duration), kind: .userInput
    ) { scheduler.advance(by: duration) }
  }
}
