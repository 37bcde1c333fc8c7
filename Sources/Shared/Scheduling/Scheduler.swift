/// Runs work later, on the main actor: the dependency a role receives instead of calling
/// `DispatchQueue.main.asyncAfter` itself, so a test or the workbench can hand it a
/// ``VirtualScheduler`` and move time by hand.
///
/// ```swift
/// let work = scheduler.schedule(after: .milliseconds(300)) { label.text = "done" }
/// work.cancel()  // the label is never set
/// ```
@MainActor
public protocol Scheduler: AnyObject {
  /// How much time has passed since the scheduler was made.
  var now: Duration { get }

  /// Runs `action` once `delay` has passed (at once on the next advance when `delay` is zero or
  /// negative), unless the returned work is cancelled first.
  ///
  /// - Parameters:
  ///   - delay: How long to wait before running `action`.
  ///   - action: The work to run.
  /// - Returns: The scheduled work, to cancel it.
  @discardableResult
  func schedule(
    after delay: Duration, _ action: @escaping @MainActor () -> Void
  )
    -> any Cancellable
}
