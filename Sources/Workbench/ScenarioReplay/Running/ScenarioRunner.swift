public import ArchitectureDescriptor
import CalculatorModel
import Diagnostics
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// Replays scenarios against architectures as black boxes and compares what they show.
///
/// For each architecture the runner builds a fresh screen over a fresh `ScreenEnvironment`,
/// finds its widgets by accessibility identifier, performs every event (a `relaunch` releases the
/// screen and builds a new one over the same environment), records what the screen shows after
/// each, checks every `expect` at its place, and checks that every view and view controller of
/// each released screen is gone. A tap or an `expect` naming a widget the screen lacks fails the
/// run at its line. Finally it compares the architectures' histories event by event.
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
    Self.compareRequestCounts(&runs)
    return ScenarioReport(
      name: scenario.name, path: scenario.path, description: scenario.description,
      events: plan.events.count, runs: runs, divergence: divergence)
  }

  /// Replays `plan` on a fresh screen of `architecture`, relaunching it where the plan says,
  /// and checks that every screen it releases leaks nothing.
  static func run(
    _ plan: ReplayPlan, on architecture: Architecture
  ) -> (
    ArchitectureRun, ScreenHistory?
  ) {
    let outcome = replay(plan, on: architecture)
    var run = ArchitectureRun(
      architecture: architecture.name, result: outcome.result, events: plan.events.count,
      failures: outcome.failures.sorted { $0.order < $1.order },
      leaked: outcome.leaks.flatMap(\.names))
    run.messages = outcome.messages
    run.bodies = outcome.bodies.counts(eventCount: plan.events.count - plan.relaunchCount)
    run.requests = outcome.requests.sent == 0 ? nil : outcome.requests
    run.scannedBytesPerEvent = outcome.messages?.scannedBytesPerEvent
    for leak in outcome.leaks {
      let released =
        leak.popped
        ?? (leak.line == 0 ? "the screen was released" : "the relaunch released the screen")
      run.add(
        Failure(
          line: leak.line,
          message: "leak: still alive after \(released): " + leak.names.joined(separator: ", "),
          kind: .leak))
    }
    if let flicker = resultLabelFlicker(
      among: outcome.flickerCandidates, of: plan, on: architecture)
    {
      // One edit or tap set the label twice or more: the user sees it flicker.
      let line = plan.eventLines[flicker.index]
      run.add(
        Failure(
          line: line,
          message: "the result label was set \(flicker.updates) times by event "
            + "\(flicker.index + 1) (line \(line)); an event needs one update at most",
          kind: .expectation))
    }
    return (run, outcome.history)
  }

  private struct Outcome {

    var history: ScreenHistory?
    var failures: [Failure]
    var result: String
    var messages: MessageCounts?
    /// The body evaluations of a declarative screen, per event.
    var bodies = BodyEvaluationTally()
    /// The objects each released screen left alive, with the line of the relaunch that
    /// released it (0: the last screen, released at the end), and those each popped screen
    /// left alive, with the line of the event that popped it and how that event is told.
    var leaks: [(line: Int, names: [String], popped: String?)] = []
    var requests = RequestCounts()
    /// The edits and taps that set labels more than once: each may have set the result label
    /// more than once.
    var flickerCandidates: [Int] = []
  }

  /// A replay's outcome once `session` loaded its screen: a failed load, the bodies evaluated.
  private static func loaded(_ session: ScreenSession) -> Outcome {
    var outcome = Outcome(
      history: nil, failures: checkLoaded(session).map { [$0] } ?? [], result: "")
    outcome.bodies.takeLoading(from: session)
    return outcome
  }

  private static func replay(_ plan: ReplayPlan, on architecture: Architecture) -> Outcome {
    let session: ScreenSession
    var recorder: ScreenRecorder
    do {
      session = try ScreenSession(architecture, tracksLifetimes: true)
      recorder = try ScreenRecorder(session: session)
    } catch {
      return Outcome(
        history: nil, failures: [Failure(line: 0, message: error.description, kind: .screen)],
        result: "", messages: nil)
    }
    var outcome = loaded(session)
    var (nextExpectation, eventIndex, stopped) = (0, 0, false)
    var watch = ProhibitionWatch(plan: plan)
    outcome.messages = MessageCounts.counting(plan) { index, updates in
      outcome.flickerCandidates += mayFlicker(at: index, updates: updates, in: plan) ? [index] : []
    } _: { event in
      guard !stopped else { return }
      checkExpectations(upTo: eventIndex)
      let line = plan.eventLines[eventIndex]
      let (firings, pops) = (session.lateFirings.count, session.poppedLeaks.count)
      do throws(ScreenDriverError) {
        let leaked = try recorder.perform(event) { screen, time in
          watch.check(screen, event: eventIndex + 1, time: time)
        }
        record(
          after: event, line: line, leaked: leaked, popped: session.poppedLeaks[pops...],
          firings: session.lateFirings[firings...], session: session, plan: plan, into: &outcome)
        outcome.bodies.take(from: session, after: event, number: eventIndex + 1, line: line)
      } catch {
        // The screen cannot go on: the run fails here, its history out of the comparison.
        let message =
          describe(error, for: event, on: session)
          + Self.notRun(plan, after: eventIndex, expectation: nextExpectation)
        outcome.failures.append(Failure(line: line, message: message, kind: .screen))
        stopped = true
      }
      eventIndex += 1
    }
    if !stopped {
      checkExpectations(upTo: eventIndex)
      outcome.history = recorder.history
    }
    outcome.failures += watch.failures
    finish(session, plan: plan, into: &outcome)
    return outcome

    func checkExpectations(upTo eventCount: Int) {
      if let screen = session.screen { watch.open(at: eventCount, on: screen) }
      while nextExpectation < plan.expectations.count,
        plan.expectations[nextExpectation].afterEventCount == eventCount
      {
        if let failure = check(plan.expectations[nextExpectation], on: session) {
          outcome.failures.append(failure)
        }
        nextExpectation += 1
      }
    }
  }

  /// Records what an event left behind: the objects a relaunch left alive, those of each screen
  /// it popped, the work of a released screen that fired, a relaunched screen that does not
  /// show `0`.
  private static func record(
    after event: ReplayPlan.Event, line: Int, leaked: [String],
    popped: ArraySlice<PoppedScreenLeak>, firings: ArraySlice<LateFiring>,
    session: ScreenSession, plan: ReplayPlan, into outcome: inout Outcome
  ) {
    if !leaked.isEmpty { outcome.leaks.append((line, leaked, nil)) }
    for leak in popped {
      outcome.leaks.append((line, leak.survivors, Self.popped(leak, by: event, line: line)))
    }
    for firing in firings {
      outcome.failures.append(lateFailure(firing, line: line, plan: plan))
    }
    if event == .relaunch, let failure = checkLoaded(session, relaunchedOn: line) {
      outcome.failures.append(failure)
    }
  }

  /// Releases the session's last screen and records what it left: the result shown, the
  /// requests made, the objects still alive and the work still scheduled.
  private static func finish(
    _ session: ScreenSession, plan: ReplayPlan, into outcome: inout Outcome
  ) {
    outcome.result = session.screen?.resultText ?? ""
    let leaked = session.release()
    outcome.requests = session.environment.sumService.counts
    if !leaked.isEmpty { outcome.leaks.append((0, leaked, nil)) }
    for left in session.leftBehind {
      outcome.failures.append(leftBehindFailure(left, plan: plan))
    }
  }

  /// Finds the first entry where the histories differ, and marks the runs that showed something
  /// other than the largest group.
  static func firstDivergence(
    plan: ReplayPlan, names: [String], histories: [ScreenHistory?], runs: inout [ArchitectureRun]
  ) -> Divergence? {
    let recorded = histories.indices.compactMap { index in
      histories[index].map { (index, $0) }
    }
    guard recorded.count > 1,
      let (first, divergentEvents) = firstDivergentInstant(of: recorded.map(\.1))
    else { return nil }
    var groups: [(entry: ScreenHistory.Entry, members: [Int])] = []
    for (position, (index, history)) in recorded.enumerated() {
      let entry = history[first.entries[position]]
      if let group = groups.firstIndex(where: { $0.entry == entry }) {
        groups[group].members.append(index)
      } else {
        groups.append((entry, [index]))
      }
    }
    groups.sort { $0.members.count > $1.members.count }
    // During a wait the fields hold what the events before it typed, as after the wait.
    let typed = TypedText(plan: plan, afterEventCount: first.event)
    let line = first.event == 0 ? 0 : plan.eventLines[first.event - 1]
    let moment = first.time.map { DurationText.text(of: $0) }
    let when =
      moment.map { "during event \(first.event), at \($0) of virtual time" }
      ?? "after event \(first.event)"
    let shown = groups.map { group in
      Divergence.Shown(
        architectures: group.members.map { names[$0] },
        token: typed.describe(group.entry.token, field: .token),
        input: typed.describe(group.entry.input, field: .input),
        result: group.entry.result ?? "",
        others: group.entry.others.map {
          Divergence.Widget(
            identifier: $0.identifier,
            text: typed.describe($0.state, field: .identifier($0.identifier)),
            disabled: $0.isEnabled ? nil : true)
        })
    }
    let uniqueLargest = groups.count > 1 && groups[0].members.count > groups[1].members.count
    let blamed = uniqueLargest ? groups.dropFirst().flatMap(\.members) : recorded.map(\.0)
    let majority = uniqueLargest ? groups[0].members.map { names[$0] } : []
    for index in blamed {
      let own = shown.first { $0.architectures.contains(names[index]) }
      let others = majority.isEmpty ? "the other architectures" : majority.joined(separator: ", ")
      let widgets = (own?.others ?? []).map { ", " + $0.phrase }
      runs[index].add(
        Failure(
          line: line,
          message: "diverges from \(others) \(when): showed token "
            + "\(Quoting.literal(own?.token ?? "")), input \(Quoting.literal(own?.input ?? "")), "
            + "result \(Quoting.literal(own?.result ?? ""))" + widgets.joined(),
          kind: .divergence))
    }
    var divergence = Divergence(
      line: line, event: first.event, divergentEvents: divergentEvents, shown: shown)
    divergence.moment = moment
    return divergence
  }

  /// The first instant at which `histories` differ, and how many events had an instant at which
  /// they differed; `nil` when they agree at every instant.
  private static func firstDivergentInstant(
    of histories: [ScreenHistory]
  ) -> (ScreenHistory.Instant, Int)? {
    var first: ScreenHistory.Instant?
    var divergentEvents = 0
    var lastDivergentEvent = -1
    ScreenHistory.forEachInstant(of: histories) { instant in
      let shown = histories[0][instant.entries[0]]
      let differs = histories.indices.dropFirst().contains { index in
        histories[index][instant.entries[index]] != shown
      }
      if differs, lastDivergentEvent != instant.event {
        // An event counts once, however many of its instants differ.
        divergentEvents += 1
        lastDivergentEvent = instant.event
        if first == nil { first = instant }
      }
      return true
    }
    return first.map { ($0, divergentEvents) }
  }
}
