import ArchitectureDescriptor
import ScreenDriver
import Tracing

/// The flicker check: an edit or a tap that sets the result label more than once shows the user
/// a number that is gone at once.
///
/// The run counts every label's updates in one count (a list's cells, a second label), which
/// cannot tell the result label's apart; counting them apart would mean keeping every message,
/// which triples a run's time. So only the events that set labels twice or more are checked
/// again, by replaying the scenario once more on a fresh screen with a count of the result
/// label's updates alone: time is virtual and every screen starts over a fresh environment, so
/// the replay does exactly what the run did. A calculator screen, one label, is never replayed.
extension ScenarioRunner {
  /// The first of `candidates` (indices of `plan`'s events that set labels twice or more) that
  /// set the result label twice or more on a fresh screen of `architecture`, with how many
  /// times; `nil` when none did, or when there is no candidate.
  static func resultLabelFlicker(
    among candidates: [Int], of plan: ReplayPlan, on architecture: Architecture
  ) -> (index: Int, updates: Int)? {
    guard let last = candidates.last,
      let session = try? ScreenSession(architecture)
    else { return nil }
    let wanted = Set(candidates)
    let counter = TraceMeaning.resultLabelCounter()
    let uncounted = TraceRecorder(keepsMessages: false)
    return Trace.recording(into: counter) { () -> (index: Int, updates: Int)? in
      for (index, event) in plan.events.enumerated().prefix(last + 1) {
        guard wanted.contains(index) else {
          // The events in between only bring the screen to where the run had it.
          guard (try? Trace.recording(into: uncounted) { try session.perform(event) }) != nil
          else { return nil }
          continue
        }
        let before = counter.countedAssignmentCount
        guard (try? session.perform(event)) != nil else { return nil }
        let updates = counter.countedAssignmentCount - before
        if updates > 1 { return (index, updates) }
      }
      return nil
    }
  }

  /// Whether the event at `index` of `plan`, which set labels `updates` times, may have set the
  /// result label more than once: never for one update or none, or for a wait, which may
  /// deliver several answers, each a moment of its own, compared as such.
  static func mayFlicker(at index: Int, updates: Int, in plan: ReplayPlan) -> Bool {
    guard updates > 1 else { return false }
    if case .wait = plan.events[index] { return false }
    return true
  }
}
