import ArchitectureDescriptor
import CalculatorUI
import Diagnostics
import ScenarioLanguage
import ScenarioReplay
import Scheduling
import ScreenDriver
public import Tracing

/// The messages one architecture sent while handling one event of a scenario.
public struct MessageTrace: Sendable, Equatable {
  /// The architecture's name.
  public var architecture: String
  /// The event's number, counting from 1; 0 is the screen loading.
  public var event: Int
  /// The scenario line of the event's directive.
  public var line: Int
  /// What the user did, such as `insertText("3") into input`.
  public var userAction: String
  /// The messages, in the order they were sent.
  public var messages: [TraceMessage]
  /// The view bodies the event evaluated, each as `Self._printChanges()` says it, in order;
  /// `nil` for a screen with no bodies (a UIKit-shaped one).
  public var bodies: [String]?

  /// Creates a trace.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - event: The event's number, from 1.
  ///   - line: The scenario line of the event.
  ///   - userAction: What the user did.
  ///   - messages: The messages sent.
  public init(
    architecture: String, event: Int, line: Int, userAction: String, messages: [TraceMessage]
  ) {
    self.architecture = architecture
    self.event = event
    self.line = line
    self.userAction = userAction
    self.messages = messages
  }

  /// How many times a label's text was set, any label of any screen.
  public var labelUpdates: Int { messages.filter(TraceMeaning.isLabelUpdate).count }

  /// How many messages and label updates it holds, as headings say it: `1 message, 0 label
  /// updates`.
  public var counts: String {
    let messages = messages.count
    var counts =
      "\(messages) message\(messages == 1 ? "" : "s"), \(labelUpdates) label update"
      + (labelUpdates == 1 ? "" : "s")
    if let bodies {
      let wasted = bodies.count { $0.hasSuffix(BodyEvaluationCounts.wastedSuffix) }
      counts += ", \(bodies.count) bod\(bodies.count == 1 ? "y" : "ies") (\(wasted) wasted)"
    }
    return counts
  }

  /// Whether the model (a `Calculator`, an `IncrementalSum`, or the `SumService` it sits
  /// behind) received a message.
  public var reachesModel: Bool {
    messages.contains { TraceMeaning.modelRoles.contains($0.to) }
  }
}

/// Records message traces of scenario events, and counts messages per event.
@MainActor
public enum MessageTracer {
  /// Replays `scenario` on a fresh screen of each architecture and traces event `event`
  /// (counting from 1; 0 for the screen loading; `nil` for the last, which is the loading when
  /// the scenario performs no event: a trace of it shows what loading the screen sent).
  ///
  /// - Parameters:
  ///   - scenario: The scenario.
  ///   - event: The event to trace, from 1, 0 for the loading, or `nil` for the last one.
  ///   - architectures: The architectures to trace.
  /// - Returns: One trace per architecture, in order.
  /// - Throws: ``MessageTracerError`` when the scenario has no such event or a screen cannot be
  ///   driven.
  public static func trace(
    _ scenario: Scenario, event: Int?, architectures: [Architecture]
  ) throws(MessageTracerError) -> [MessageTrace] {
    let plan = ReplayPlan(scenario)
    if event == 0 || (event == nil && plan.events.isEmpty) {
      return try traceLoading(architectures)
    }
    guard !plan.events.isEmpty else { throw .noEvents(scenario.path) }
    let number = event ?? plan.events.count
    guard (1...plan.events.count).contains(number) else {
      throw .noSuchEvent(number, available: plan.events.count)
    }
    var traces: [MessageTrace] = []
    for architecture in architectures {
      let session: ScreenSession
      do {
        session = try ScreenSession(architecture)
        for index in 0..<(number - 1) {
          try session.perform(plan.events[index])
        }
        _ = session.takeBodyEvaluations()
      } catch {
        throw .screen(architecture.name, error.description)
      }
      let recorder = TraceRecorder()
      let scheduler = session.environment.scheduler
      recorder.now = { MainActor.assumeIsolated { scheduler.now } }
      let target = plan.events[number - 1]
      let performed = Trace.recording(into: recorder) {
        Result { () throws(ScreenDriverError) in try session.perform(target) }
      }
      if case .failure(let error) = performed {
        throw .screen(architecture.name, error.description)
      }
      var trace = MessageTrace(
        architecture: architecture.name, event: number, line: plan.eventLines[number - 1],
        userAction: describe(target), messages: recorder.messages)
      trace.bodies = session.takeBodyEvaluations()?.map(\.description)
      traces.append(trace)
    }
    return traces
  }

  /// What the user's action for event 0 is called: the screen loading, where each architecture
  /// makes its bindings and shows the first result.
  public static let loadingAction = "loadViewIfNeeded(): the screen loads"

  /// Traces event 0 on a fresh screen of each architecture: building and loading the screen.
  private static func traceLoading(
    _ architectures: [Architecture]
  ) throws(MessageTracerError) -> [MessageTrace] {
    var traces: [MessageTrace] = []
    for architecture in architectures {
      let recorder = TraceRecorder()
      let loaded = Trace.recording(into: recorder) {
        Result { () throws(ScreenDriverError) in try ScreenSession(architecture) }
      }
      let session: ScreenSession
      switch loaded {
      case .success(let loadedSession): session = loadedSession
      case .failure(let error): throw .screen(architecture.name, error.description)
      }
      var trace = MessageTrace(
        architecture: architecture.name, event: 0, line: 0, userAction: loadingAction,
        messages: recorder.messages)
      trace.bodies = session.takeBodyEvaluations()?.map(\.description)
      traces.append(trace)
    }
    return traces
  }

  /// What the user did, as a trace's heading says it: `insertText("3") into input`,
  /// `tap() on clearButton`, `relaunch(): …`.
  ///
  /// - Parameter event: The event.
  /// - Returns: The call the harness made.
  public static func describe(_ event: ReplayPlan.Event) -> String {
    switch event {
    case .insert(let field, let text): "insertText(\(Quoting.literal(text))) into \(field.name)"
    case .deleteBackward(let field): "deleteBackward() in \(field.name)"
    case .replace(let field, let text):
      "replaceText(with: \(Quoting.literal(text))) in \(field.name)"
    case .tap(let identifier): "tap() on \(Quoting.excerpt(identifier, quoted: false))"
    case .select(let identifier, let title):
      "selectSegment(\(Quoting.literal(title))) on \(Quoting.excerpt(identifier, quoted: false))"
    case .tapRow(let row, let identifier):
      "selectRow(at: \(row - 1)) on \(Quoting.excerpt(identifier, quoted: false))"
    case .deleteRow(let row, let identifier):
      "swipeToDeleteRow(at: \(row - 1)) on \(Quoting.excerpt(identifier, quoted: false))"
    case .back: "tapBackButton()"
    case .relaunch: relaunchAction
    case .wait(let duration): "wait \(DurationText.text(of: duration))"
    }
  }

  /// What a relaunch is called in traces: the screen released, and a fresh one loaded over the
  /// same storage.
  public static let relaunchAction = "relaunch(): the screen is released and a new one loads"
}

/// Why a trace could not be made.
public enum MessageTracerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An event from 1 was asked of a scenario that performs none.
  case noEvents(String)
  /// The event number is out of range.
  case noSuchEvent(Int, available: Int)
  /// The architecture's screen lacks a widget it was asked for: the architecture's name, and
  /// what is wrong.
  case screen(String, String)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .noEvents(let path):
      "\(path) performs no event; only the loading can be traced (--event 0)"
    case .noSuchEvent(let event, let available):
      "there is no event \(event): the scenario has events 1 to \(available) (0: the loading)"
    case .screen(let name, let problem): "on the \(name) screen, \(problem)"
    }
  }
}
