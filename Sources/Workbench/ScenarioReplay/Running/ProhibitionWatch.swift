import Diagnostics
import ScenarioLanguage
import ScreenDriver

/// Checks a plan's `never` directives on the screen at every moment the runner records: where
/// each stands, after every event of its span, and at every firing of scheduled work during a
/// `wait` of its span.
///
/// Each directive fails once at most, at its first breach, so a failure stays one line however
/// long the span.
@MainActor
struct ProhibitionWatch {
  private let plan: ReplayPlan
  private var next = 0
  private var active: [ReplayPlan.Prohibition] = []
  private var breached: Set<Int> = []

  /// One failure per breached directive, in the order they were breached.
  private(set) var failures: [Failure] = []

  /// Starts watching `plan`'s directives.
  init(plan: ReplayPlan) {
    self.plan = plan
  }

  /// Opens the directives that stand after `eventCount` events, checking each on the screen as
  /// it stands (a target the screen does not have there fails at once), and closes those whose
  /// span ends there.
  mutating func open(at eventCount: Int, on screen: ScreenDriver) {
    while next < plan.prohibitions.count, plan.prohibitions[next].afterEventCount <= eventCount {
      let prohibition = plan.prohibitions[next]
      next += 1
      guard prohibition.afterEventCount == eventCount else { continue }
      // A target the screen does not have where the directive stands (a misspelt identifier, a
      // label read as a list) fails there, as `expect` would: it could never be breached.
      if let problem = ScenarioRunner.unreadable("never", prohibition.target, on: screen) {
        breached.insert(prohibition.line)
        failures.append(Failure(line: prohibition.line, message: problem, kind: .screen))
        continue
      }
      check(prohibition, on: screen, at: "where it stands")
      active.append(prohibition)
    }
    active.removeAll { $0.untilEventCount <= eventCount }
  }

  /// Checks the open directives on the screen during or after event `event` (counted from 1),
  /// at virtual time `time` during a wait.
  mutating func check(_ screen: ScreenDriver, event: Int, time: Duration?) {
    guard !active.isEmpty else { return }
    let line = plan.eventLines[event - 1]
    let when =
      time.map {
        "at \(DurationText.text(of: $0)) of virtual time, during event \(event) (line \(line))"
      }
      ?? "after event \(event) (line \(line))"
    for prohibition in active {
      check(prohibition, on: screen, at: when)
    }
  }

  private mutating func check(
    _ prohibition: ReplayPlan.Prohibition, on screen: ScreenDriver, at when: String
  ) {
    guard !breached.contains(prohibition.line),
      let shown = ScenarioRunner.text(of: prohibition.target, on: screen),
      shown.unicodeScalars.elementsEqual(prohibition.text.unicodeScalars)
    else { return }
    breached.insert(prohibition.line)
    let what = ScenarioRunner.name(of: prohibition.target)
    // A row list is written as the scenario writes it; a text, quoted.
    let text =
      if case .rows = prohibition.target {
        prohibition.text
      } else {
        Quoting.literal(prohibition.text)
      }
    failures.append(
      Failure(
        line: prohibition.line,
        message: "expected \(what) never to show \(text) "
          + "until the next expect, but it did \(when)",
        kind: .expectation))
  }
}
