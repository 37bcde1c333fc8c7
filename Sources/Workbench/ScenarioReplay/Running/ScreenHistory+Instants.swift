/// Walking several histories of one plan in step, instant by instant, to compare them.
extension ScreenHistory {
  /// One instant at which histories are compared: after an event, or at a virtual time during
  /// a `wait` when work fired in at least one of them.
  struct Instant {
    /// The event: 0 before the first, *k* during or after the *k*-th.
    let event: Int
    /// The virtual time during the wait, or `nil` after the event.
    let time: Duration?
    /// For each history, the index of the entry that shows what it showed then.
    let entries: [Int]
  }

  /// Calls `body` with every instant of `histories` (which recorded the same events), in order:
  /// the freshly loaded screens, then for each event the times when work fired in any history
  /// (each history showing its last entry at or before that time), then the screens after it.
  ///
  /// A history that fired nothing at a time another did shows what it showed before: so an
  /// implementation that shows a stale answer for a moment differs from one that shows nothing
  /// new, and two implementations that take a different number of steps to show the same thing
  /// at the same instant agree.
  ///
  /// - Parameters:
  ///   - histories: The histories, of the same number of events.
  ///   - body: Called with each instant; returning `false` stops the walk.
  /// - Complexity: O(*e* × *h* + *m* log *m*) for *e* events, *h* histories and *m* moments.
  static func forEachInstant(
    of histories: [ScreenHistory], _ body: (Instant) -> Bool
  ) {
    guard let events = histories.map(\.eventCount).min() else { return }
    var passed = Array(repeating: 0, count: histories.count)
    guard body(Instant(event: 0, time: nil, entries: passed)), events > 0 else { return }
    // Reused from event to event: a history of a million keystrokes allocates nothing per event.
    var times: [Duration] = []
    var ends = passed
    var entries = passed
    for event in 1...events {
      times.removeAll(keepingCapacity: true)
      for (index, history) in histories.enumerated() {
        var end = passed[index]
        while end < history.moments.count, history.moments[end].event == event {
          times.append(history.moments[end].time)
          end += 1
        }
        ends[index] = end
      }
      if !times.isEmpty {
        for time in Set(times).sorted() {
          for index in histories.indices {
            let moments = histories[index].moments[passed[index]..<ends[index]]
            // Before any of its own moments, a history shows its screen after the last event.
            entries[index] = moments.last { $0.time <= time }?.entry ?? event - 1 + passed[index]
          }
          guard body(Instant(event: event, time: time, entries: entries)) else { return }
        }
      }
      for index in histories.indices {
        passed[index] = ends[index]
        entries[index] = event + ends[index]
      }
      guard body(Instant(event: event, time: nil, entries: entries)) else { return }
    }
  }
}
