import ScenarioLanguage
import Tracing

/// Counting a replay's messages: what the recording of a run keeps of its traces.
extension MessageCounts {
  /// Replays `plan` on `screen`, counting the messages its events send.
  ///
  /// A relaunch is counted apart: building its screen is not an event's work, so its messages
  /// go uncounted and it is not among the events the counts are divided by. Every label's
  /// updates count as label updates, on every screen of a navigation stack (a second label, a
  /// list's cells).
  ///
  /// - Parameters:
  ///   - plan: The events.
  ///   - labelUpdates: Called after each counted event with its index in the plan and the
  ///     number of times it set a label, any label (default: nothing).
  ///   - perform: Performs one event.
  /// - Returns: Messages, label updates and scanned bytes per event.
  static func counting(
    _ plan: ReplayPlan, labelUpdates: (Int, Int) -> Void = { _, _ in },
    _ perform: (ReplayPlan.Event) -> Void
  ) -> Self {
    let counter = TraceMeaning.counter()
    let uncounted = TraceRecorder(keepsMessages: false)
    Trace.recording(into: counter) {
      for (index, event) in plan.events.enumerated() {
        if event == .relaunch {
          Trace.recording(into: uncounted) { perform(event) }
        } else {
          let before = counter.countedAssignmentCount
          perform(event)
          labelUpdates(index, counter.countedAssignmentCount - before)
        }
      }
    }
    let events = Double(max(1, plan.events.count - plan.relaunchCount))
    var counts = Self(
      messagesPerEvent: Double(counter.messageCount) / events,
      labelUpdatesPerEvent: Double(counter.countedAssignmentCount) / events,
      scannedBytesPerEvent: Double(counter.tallies[TraceMeaning.scannedBytesTally] ?? 0) / events)
    // A keystroke or a paste into the input always fires an edit; a backspace may fire none.
    let inputEdits = plan.events.count { event in
      switch event {
      case .insert(.input, _), .replace(.input, _): true
      default: false
      }
    }
    if inputEdits > 0 {
      counts.handsModelEachEdit = (counter.tallies[TraceMeaning.editsTally] ?? 0) >= inputEdits
    }
    return counts
  }
}
