/// A ``Scheduler`` whose time moves only when told to, as combine-schedulers' `TestScheduler`
/// does: nothing ever sleeps, and the same calls run the same work in the same order every time.
///
/// ``advance(by:)`` runs, in order of due time (and of scheduling, for work due at the same
/// time), everything that falls due up to and including the new time, work scheduled meanwhile
/// included; ``now`` reads each piece of work's due time while it runs.
///
/// ```swift
/// let scheduler = VirtualScheduler()
/// scheduler.schedule(after: .milliseconds(300)) { print(scheduler.now) }
/// scheduler.advance(by: .milliseconds(300))  // prints 0.3 seconds
/// ```
@MainActor
public final class VirtualScheduler: Scheduler {
  /// The virtual time: zero at first, then the due time of the work running, or the time the
  /// last advance moved to.
  public private(set) var now: Duration = .zero

  private var queue: [ScheduledWork] = []
  private var scheduledCount = 0

  /// Creates a scheduler at time zero with nothing scheduled.
  public init() {}

  /// How many pieces of work are scheduled and not yet run or cancelled.
  public var pendingCount: Int {
    queue.count { !$0.isCancelled }
  }

  /// The numbers of the pieces of work scheduled and not yet run or cancelled, in the order they
  /// were scheduled: the first piece of work scheduled is number 1.
  public var pendingNumbers: [Int] {
    queue.filter { !$0.isCancelled }.map { $0.order + 1 }.sorted()
  }

  /// Schedules `action` at ``now`` plus `delay` (plus nothing when `delay` is negative).
  ///
  /// - Parameters:
  ///   - delay: How long to wait before running `action`.
  ///   - action: The work to run.
  /// - Returns: The scheduled work, to cancel it.
  @discardableResult
  public func schedule(
    after delay: Duration, _ action: @escaping @MainActor () -> Void
  )
    -> any Cancellable
  {
    let work = ScheduledWork(
      due: now + max(delay, .zero), order: scheduledCount, action: action)
    scheduledCount += 1
    queue.append(work)
    return work
  }

  /// Moves time forward by `duration`, running everything that falls due on the way, at its due
  /// time, work due exactly at the new time included.
  ///
  /// - Parameter duration: How far to move; a negative duration moves nothing but runs what is
  ///   due now.
  /// - Complexity: O(*w*²) in the pieces of work scheduled, which stay few.
  public func advance(by duration: Duration) {
    advance(by: duration) { _, run in run() }
  }

  /// Moves time forward by `duration` as ``advance(by:)`` does, handing each piece of work that
  /// falls due to `around` with its number, at its due time, so a watcher can name each firing
  /// and look at what it did.
  ///
  /// ```swift
  /// scheduler.advance(by: .seconds(1)) { number, run in
  ///   print("work \(number) fires at \(scheduler.now)")
  ///   run()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How far to move; a negative duration moves nothing but runs what is due now.
  ///   - around: Called once per piece of work that falls due, with its number (see
  ///     ``pendingNumbers``) and the work to run; the work runs only if `around` calls it.
  /// - Complexity: O(*w*²) in the pieces of work scheduled, which stay few.
  public func advance(
    by duration: Duration, around: (_ number: Int, _ run: () -> Void) -> Void
  ) {
    let deadline = now + max(duration, .zero)
    while let work = nextWork(dueBy: deadline) {
      now = work.due
      around(work.order + 1) { work.run() }
    }
    now = deadline
  }

  /// Removes and returns the earliest work due by `deadline`, dropping cancelled work.
  private func nextWork(dueBy deadline: Duration) -> ScheduledWork? {
    queue.removeAll { $0.isCancelled }
    guard
      let index = queue.indices.min(by: {
        (queue[$0].due, queue[$0].order) < (queue[$1].due, queue[$1].order)
      }),
      queue[index].due <= deadline
    else { return nil }
    return queue.remove(at: index)
  }
}

/// One piece of work a ``VirtualScheduler`` holds until it falls due.
@MainActor
private final class ScheduledWork: Cancellable {
  let due: Duration
  let order: Int
  private var action: (@MainActor () -> Void)?

  init(due: Duration, order: Int, action: @escaping @MainActor () -> Void) {
    self.due = due
    self.order = order
    self.action = action
  }

  var isCancelled: Bool { action == nil }

  func cancel() {
    action = nil
  }

  /// Runs the work once; its closure is released first, so what it captured is freed.
  func run() {
    let action = self.action
    self.action = nil
    action?()
  }
}
