/// Collects a replay's body evaluations event by event, from the screens of its session.
@MainActor
struct BodyEvaluationTally {
  private var loading = 0
  private var events: [BodyEvaluationCounts.Event] = []
  private var hasBodies = false

  /// Takes what the session's screen evaluated as it loaded.
  mutating func takeLoading(from session: ScreenSession) {
    guard let evaluations = session.takeBodyEvaluations() else { return }
    hasBodies = true
    loading += evaluations.count
  }

  /// Takes what the session's screens evaluated for the event numbered `number` (from 1), at
  /// scenario line `line`; a relaunch's evaluations are the new screen's loading.
  mutating func take(
    from session: ScreenSession, after event: ReplayPlan.Event, number: Int, line: Int
  ) {
    if event == .relaunch { return takeLoading(from: session) }
    guard let evaluations = session.takeBodyEvaluations() else { return }
    hasBodies = true
    guard !evaluations.isEmpty else { return }
    events.append(.init(event: number, line: line, evaluations: evaluations))
  }

  /// The counts over `eventCount` events, or `nil` when no screen of the session had bodies.
  func counts(eventCount: Int) -> BodyEvaluationCounts? {
    guard hasBodies else { return nil }
    return BodyEvaluationCounts(loading: loading, events: events, eventCount: eventCount)
  }
}
