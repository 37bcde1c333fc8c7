import ArchitectureDescriptor
import CodeFacts
import MessageTraces
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver
import Tracing

/// Replays scenarios on one architecture with every message kept, event by event, for the
/// reflexion of `workbench conformance`; it only reads traces, as `workbench trace` makes them
/// (without the values messages carry, which the reflexion never reads).
@MainActor
enum ConformanceTracing {
  /// The events of every scenario on a fresh screen of `architecture`, the loading first.
  ///
  /// - Parameters:
  ///   - architecture: The architecture.
  ///   - scenarios: The scenarios to replay.
  /// - Returns: Every event traced.
  /// - Throws: ``ScreenDriverError`` when the screen cannot be driven.
  static func events(
    _ architecture: Architecture, scenarios: [Scenario]
  ) throws(ScreenDriverError) -> [ObservedEvent] {
    var events: [ObservedEvent] = []
    for scenario in scenarios {
      let plan = ReplayPlan(scenario)
      let loading = TraceRecorder(keepsValues: false)
      let session = try Trace.recording(into: loading) {
        Result { () throws(ScreenDriverError) in try ScreenSession(architecture) }
      }.get()
      events.append(
        ObservedEvent(
          scenario: scenario.path, event: 0, line: 0, action: MessageTracer.loadingAction,
          buildsScreen: true, messages: observed(loading.messages)))
      for (index, event) in plan.events.enumerated() {
        let recorder = TraceRecorder(keepsValues: false)
        try Trace.recording(into: recorder) {
          Result { () throws(ScreenDriverError) in try session.perform(event) }
        }.get()
        events.append(
          ObservedEvent(
            scenario: scenario.path, event: index + 1, line: plan.eventLines[index],
            action: MessageTracer.describe(event), buildsScreen: event == .relaunch,
            messages: observed(recorder.messages)))
      }
      session.release()
    }
    return events
  }

  private static func observed(_ messages: [TraceMessage]) -> [ObservedMessage] {
    messages.map {
      ObservedMessage(from: $0.from, to: $0.to, member: $0.member, depth: $0.depth)
    }
  }
}
