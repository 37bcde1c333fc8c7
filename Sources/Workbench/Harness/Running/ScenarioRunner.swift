public import ArchitectureDescriptor
import CalculatorModel
import Diagnostics
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// Replays scenarios against architectures as black boxes and compares what they show.
///
/// For each architecture the runner builds a fresh screen, finds its widgets by accessibility
/// identifier, performs every event, records what the screen shows after each, checks every
/// `expect` at its place, then releases the screen and checks that every view and view
/// controller it created is gone. Finally it compares the architectures' histories event by
/// event.
@MainActor
public struct ScenarioRunner {
  /// The architectures to run, in report order.
  public let architectures: [Architecture]

  /// Creates a runner for `architectures`.
  ///
  /// - Parameter architectures: The architectures to run.
  public init(architectures: [Architecture]) {
    self.architectures = architectures
  }

  /// Runs `scenario` on every architecture and compares them.
  ///
  /// - Parameters:
  ///   - scenario: The scenario to run.
  ///   - starting: Called with each architecture's name before it runs (default: nothing).
  /// - Returns: What each architecture did, and where they disagreed.
  public func run(
    _ scenario: Scenario, starting: (String) -> Void = { _ in }
  ) -> ScenarioReport {
    let plan = ReplayPlan(scenario)
    var runs: [ArchitectureRun] = []
    var histories: [ScreenHistory?] = []
    for architecture in architectures {
      starting(architecture.name)
      let (run, history) = Self.run(plan, on: architecture)
      runs.append(run)
      histories.append(history)
    }
    let divergence = Self.firstDivergence(
      plan: plan, names: architectures.map(\.name), histories: histories, runs: &runs)
    return ScenarioReport(
      name: scenario.name, path: scenario.path, description: scenario.description,
      events: plan.events.count, runs: runs, divergence: divergence)
  }

  /// Replays `plan` on a fresh screen of `architecture`, then checks for leaks.
  static func run(
    _ plan: ReplayPlan, on architecture: Architecture
  ) -> (
    ArchitectureRun, ScreenHistory?
  ) {
    let tracker = LifetimeTracker()
    let outcome = tracker.track { replay(plan, on: architecture) }
    var run = ArchitectureRun(
      architecture: architecture.name, result: outcome.result, events: plan.events.count,
      failures: outcome.failures, leaked: tracker.survivors)
    run.messages = outcome.messages
    run.requests = outcome.requests.sent == 0 ? nil : outcome.requests
    run.scannedBytesPerEvent = outcome.messages?.scannedBytesPerEvent
    if !run.leaked.isEmpty {
      run.add(
        Failure(
          line: 0,
          message: "leak: still alive after the screen was released: "
            + run.leaked.joined(separator: ", "),
          kind: .leak))
    }
    if let updates = outcome.messages?.labelUpdatesPerEvent, updates > 1 {
      // More updates than events: some event set the label twice, which a user sees flicker.
      let total = Int((updates * Double(plan.events.count)).rounded())
      run.add(
        Failure(
          line: 0,
          message: "the result label was set \(total) times in \(plan.events.count) events; "
            + "an event needs one update at most",
          kind: .expectation))
    }
    return (run, outcome.history)
  }

  private struct Outcome {
    var history: ScreenHistory?
    var failures: [Failure]
    var result: String
    var messages: MessageCounts?
    var requests = RequestCounts()
  }

  private static func replay(_ plan: ReplayPlan, on architecture: Architecture) -> Outcome {
    let screen: ScreenDriver
    let environment = ScreenEnvironment()
    do {
      screen = try ScreenDriver(architecture.makeScreen(environment))
    } catch {
      return Outcome(
        history: nil, failures: [Failure(line: 0, message: error.description, kind: .screen)],
        result: "", messages: nil)
    }
    var failures: [Failure] = []
    if screen.resultText != "0" {
      failures.append(
        Failure(
          line: 0,
          message: "expected result \(Quoting.literal("0")) once loaded, got "
            + Quoting.literal(screen.resultText),
          kind: .expectation))
    }
    var recorder = ScreenRecorder(screen: screen)
    var nextExpectation = 0
    var eventIndex = 0
    let messages = MessageTracer.counting(plan) { event in
      checkExpectations(upTo: eventIndex)
      recorder.perform(event, advancing: environment.scheduler)
      eventIndex += 1
    }
    checkExpectations(upTo: eventIndex)
    return Outcome(
      history: recorder.history, failures: failures, result: screen.resultText, messages: messages,
      requests: environment.sumService.counts)

    func checkExpectations(upTo eventCount: Int) {
      while nextExpectation < plan.expectations.count,
        plan.expectations[nextExpectation].afterEventCount == eventCount
      {
        if let failure = check(plan.expectations[nextExpectation], on: screen) {
          failures.append(failure)
        }
        nextExpectation += 1
      }
    }
  }

  private static func check(
    _ expectation: ReplayPlan.Expectation, on screen: ScreenDriver
  )
    -> Failure?
  {
    let actual: String
    let what: String
    switch expectation.target {
    case .result:
      actual = screen.resultText
      what = "result"
    case .field(let field):
      actual = screen.textField(field).text ?? ""
      what = field.rawValue
    }
    // Scalar by scalar: `==` would take "é" and "e\u{301}" for the same text.
    guard !actual.unicodeScalars.elementsEqual(expectation.expected.unicodeScalars) else {
      return nil
    }
    return Failure(
      line: expectation.line,
      message:
        "expected \(what) \(Quoting.literal(expectation.expected)), got \(Quoting.literal(actual))",
      kind: .expectation)
  }

  /// Finds the first entry where the histories differ, and marks the runs that showed something
  /// other than the largest group.
  static func firstDivergence(
    plan: ReplayPlan, names: [String], histories: [ScreenHistory?], runs: inout [ArchitectureRun]
  ) -> Divergence? {
    let recorded = histories.indices.compactMap { index in
      histories[index].map { (index, $0) }
    }
    guard let (_, reference) = recorded.first, recorded.count > 1 else { return nil }
    var first: Int?
    var divergentEvents = 0
    for entry in 0..<reference.count {
      let shown = reference[entry]
      if recorded.dropFirst().contains(where: { $0.1[entry] != shown }) {
        divergentEvents += 1
        if first == nil { first = entry }
      }
    }
    guard let first else { return nil }
    var groups: [(entry: ScreenHistory.Entry, members: [Int])] = []
    for (index, history) in recorded {
      let entry = history[first]
      if let group = groups.firstIndex(where: { $0.entry == entry }) {
        groups[group].members.append(index)
      } else {
        groups.append((entry, [index]))
      }
    }
    groups.sort { $0.members.count > $1.members.count }
    let typed = TypedText(plan: plan, afterEventCount: first)
    let line = first == 0 ? 0 : plan.eventLines[first - 1]
    let shown = groups.map { group in
      Divergence.Shown(
        architectures: group.members.map { names[$0] },
        token: typed.describe(group.entry.token, field: .token),
        input: typed.describe(group.entry.input, field: .input),
        result: group.entry.result ?? "")
    }
    let uniqueLargest = groups.count > 1 && groups[0].members.count > groups[1].members.count
    let blamed = uniqueLargest ? groups.dropFirst().flatMap(\.members) : recorded.map(\.0)
    let majority = uniqueLargest ? groups[0].members.map { names[$0] } : []
    for index in blamed {
      let own = shown.first { $0.architectures.contains(names[index]) }
      let others = majority.isEmpty ? "the other architectures" : majority.joined(separator: ", ")
      runs[index].add(
        Failure(
          line: line,
          message: "diverges from \(others) after event \(first): showed token "
            + "\(Quoting.literal(own?.token ?? "")), input \(Quoting.literal(own?.input ?? "")), "
            + "result \(Quoting.literal(own?.result ?? ""))",
          kind: .divergence))
    }
    return Divergence(line: line, event: first, divergentEvents: divergentEvents, shown: shown)
  }
}

/// The texts the scenario's edits put in the fields after a number of events.
private struct TypedText {
  var token = ""
  var input = ""

  init(plan: ReplayPlan, afterEventCount count: Int) {
    for event in plan.events.prefix(count) {
      switch event {
      case .insert(.token, let text): token.append(contentsOf: text)
      case .insert(.input, let text): input.append(contentsOf: text)
      case .deleteBackward(.token): if !token.isEmpty { token.removeLast() }
      case .deleteBackward(.input): if !input.isEmpty { input.removeLast() }
      case .replace(.token, let text): token = text
      case .replace(.input, let text): input = text
      case .wait: break
      }
    }
  }

  func describe(_ state: ScreenHistory.FieldState, field: Field) -> String {
    switch state {
    case .asTyped: Preview.of(field == .token ? token : input)
    case .overwritten(let snapshot): snapshot.preview
    }
  }
}
