import CalculatorModel
import CalculatorUI
import Diagnostics
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// What the runner checks on a screen as it goes: the loaded result, each `expect`, and an
/// event the screen could not take.
extension ScenarioRunner {
  /// Checks that a freshly built screen shows `0`, as every calculator screen does once loaded.
  ///
  /// A screen of its own, with no result label, shows what it likes.
  static func checkLoaded(_ session: ScreenSession, relaunchedOn line: Int = 0) -> Failure? {
    if session.screen?.isCalculator == false { return nil }
    let shown = session.screen?.resultText ?? ""
    guard shown != "0" else { return nil }
    let when = line == 0 ? "once loaded" : "once relaunched"
    return Failure(
      line: line,
      message: "expected result \(Quoting.literal("0")) \(when), got " + Quoting.literal(shown),
      kind: .expectation)
  }

  /// The failure message of an event the screen could not take: what the scenario asked for,
  /// what is wrong, and the identifier the screen has that was probably meant.
  static func describe(
    _ error: ScreenDriverError, for event: ReplayPlan.Event, on session: ScreenSession
  ) -> String {
    guard case .tap(let identifier) = event else {
      return "\(directive(of: event)): \(error.description)"
    }
    var message = "\(ScenarioWriter.line(.tap(identifier))): \(error.description)"
    if error.problem == .missing, let screen = session.screen {
      let buttons = screen.buttonIdentifiers
      if let guess = ScenarioSpelling.suggestion(for: identifier, among: buttons) {
        message += "; did you mean '\(guess)'?" + lookalikes(in: identifier, meaning: guess)
      } else if buttons.isEmpty {
        message += "; it has no button"
      } else {
        message += "; its buttons are " + buttons.map { "'\($0)'" }.joined(separator: ", ")
      }
    }
    return message
  }

  /// The text `target` shows on `screen`, or `nil` when the screen has no such widget.
  static func text(of target: ExpectationTarget, on screen: ScreenDriver) -> String? {
    switch target {
    case .result: (try? shownText(of: target, on: screen))
    case .field(let field): (try? screen.textField(field)).map { $0.text ?? "" }
    case .widget(let identifier): try? screen.text(of: identifier)
    case .enabledState: try? shownText(of: target, on: screen)
    case .screen: screen.screenTitle
    case .rows(let identifier): (try? screen.tableView(identifier)).map(rowList)
    }
  }

  /// Marks the runs whose requests to the sum service (sent, cancelled, delivered) differ from
  /// the largest group's, or every run when no group is largest: the same scenario asks the
  /// same questions of the service on every architecture, so a different count is a
  /// divergence a user may not see on the screen (an answer nobody shows, a request never
  /// cancelled).
  static func compareRequestCounts(_ runs: inout [ArchitectureRun]) {
    let counts = runs.map { $0.requests ?? RequestCounts() }
    var groups: [(counts: RequestCounts, members: [Int])] = []
    for (index, count) in counts.enumerated() {
      if let group = groups.firstIndex(where: { $0.counts == count }) {
        groups[group].members.append(index)
      } else {
        groups.append((count, [index]))
      }
    }
    guard groups.count > 1 else { return }
    groups.sort { $0.members.count > $1.members.count }
    let uniqueLargest = groups[0].members.count > groups[1].members.count
    let blamed = uniqueLargest ? groups.dropFirst().flatMap(\.members) : Array(runs.indices)
    let describe = { (count: RequestCounts) in
      "\(count.sent) sent, \(count.cancelled) cancelled, \(count.delivered) delivered"
    }
    for index in blamed {
      let others =
        uniqueLargest
        ? groups[0].members.map { runs[$0].architecture }.joined(separator: ", ")
          + " made \(describe(groups[0].counts))"
        : "the architectures disagree"
      runs[index].add(
        Failure(
          line: 0,
          message: "request counts differ: \(describe(counts[index])) where \(others)",
          kind: .divergence))
    }
  }

  /// How a message names `target`.
  static func name(of target: ExpectationTarget) -> String {
    switch target {
    case .result: "result"
    case .field(let field): field.name
    case .widget(let identifier), .enabledState(let identifier): identifier
    case .screen: "screen"
    case .rows(let identifier): identifier + " rows"
    }
  }

  /// The line of the `relaunch` that released the session's `launch`-th screen, or 0 for the
  /// last screen, released at the end.
  static func releaseLine(of launch: Int, in plan: ReplayPlan) -> Int {
    guard launch < plan.launches.count else { return 0 }
    return plan.eventLines[plan.launches[launch - 1].upperBound]
  }

  /// How a leak message tells that `event`, on `line`, popped the screen of `leak`:
  /// `back (line 7) popped the screen "History"`.
  static func popped(_ leak: PoppedScreenLeak, by event: ReplayPlan.Event, line: Int) -> String {
    let title = leak.title.isEmpty ? "(untitled)" : Quoting.literal(leak.title)
    return "\(directive(of: event)) (line \(line)) popped the screen \(title)"
  }

  /// The failure of a released screen that left scheduled work pending.
  static func leftBehindFailure(_ left: WorkLeftBehind, plan: ReplayPlan) -> Failure {
    let line = releaseLine(of: left.launch, in: plan)
    let released = line == 0 ? "the screen was released" : "the relaunch released the screen"
    let work = left.pendingWork == 1 ? "1 piece of work" : "\(left.pendingWork) pieces of work"
    let requests =
      left.pendingRequests == 0
      ? ""
      : left.pendingRequests == 1
        ? " (1 request to the sum service)"
        : " (\(left.pendingRequests) requests to the sum service)"
    return Failure(
      line: line,
      message: "work left behind: \(work)\(requests) still scheduled after \(released); "
        + "a released screen cancels what it started",
      kind: .leak)
  }

  /// The failure of a piece of work left behind by a released screen that fired during the
  /// wait on `line`.
  static func lateFailure(_ firing: LateFiring, line: Int, plan: ReplayPlan) -> Failure {
    let what = firing.isAnswer ? "an answer of the sum service was delivered" : "work fired"
    let releasedOn = releaseLine(of: firing.launch, in: plan)
    return Failure(
      line: line,
      message: "\(what) at \(DurationText.text(of: firing.time)) of virtual time to the screen "
        + "the relaunch on line \(releasedOn) released",
      kind: .leak)
  }

  static func check(
    _ expectation: ReplayPlan.Expectation, on session: ScreenSession
  )
    -> Failure?
  {
    guard let screen = session.screen else { return nil }
    let actual: String
    let target = expectation.target
    do {
      actual = try shownText(of: target, on: screen)
    } catch {
      return Failure(
        line: expectation.line, message: unreadable("expect", target, error, on: screen),
        kind: .screen)
    }
    // Scalar by scalar: `==` would take "é" and "e\u{301}" for the same text.
    guard !actual.unicodeScalars.elementsEqual(expectation.expected.unicodeScalars) else {
      return nil
    }
    if case .rows(let identifier) = target, let expected = expectation.expectedRows,
      let rows = try? screen.rowTexts(of: identifier)
    {
      return Failure(
        line: expectation.line,
        message: "expected \(name(of: target)) " + RowsPreview.compared(expected, with: rows),
        kind: .expectation)
    }
    if case .enabledState = target {
      return Failure(
        line: expectation.line,
        message: "expected \(name(of: target)) \(expectation.expected), got \(actual)",
        kind: .expectation)
    }
    return Failure(
      line: expectation.line,
      message:
        "expected \(name(of: target)) \(Quoting.literal(expectation.expected)), got "
        + Quoting.literal(actual),
      kind: .expectation)
  }

  /// Why a directive cannot read `target` on `screen`, or `nil` when it can: the widget is
  /// missing, of another kind, or not on the top screen.
  ///
  /// - Parameters:
  ///   - directive: The directive's keyword (`never`).
  ///   - target: What it reads.
  ///   - screen: The screen as it stands.
  /// - Returns: The failure's message, as `expect` gives it.
  static func unreadable(
    _ directive: String, _ target: ExpectationTarget, on screen: ScreenDriver
  ) -> String? {
    do {
      _ = try shownText(of: target, on: screen)
      return nil
    } catch {
      return unreadable(directive, target, error, on: screen)
    }
  }

  /// The message of a directive that cannot read `target`, with the identifier it may mean.
  private static func unreadable(
    _ directive: String, _ target: ExpectationTarget, _ error: ScreenDriverError,
    on screen: ScreenDriver
  ) -> String {
    var message = "\(directive) \(name(of: target)): \(error.description)"
    // `Screen` is a legal identifier, so it reaches the screen; the keyword is the likely one.
    let keyword = error.identifier.lowercased() == "screen" ? ["screen"] : []
    if error.problem == .missing,
      let guess = ScenarioSpelling.suggestion(
        for: error.identifier, among: keyword + screen.identifiers)
    {
      message += "; did you mean '\(guess)'?" + lookalikes(in: error.identifier, meaning: guess)
    }
    return message
  }

  /// What tells `identifier` from the ASCII `guess` when they may look the same: the scalars
  /// of `identifier` outside ASCII (` (it holds U+0430, not ASCII)`), or nothing.
  ///
  /// A scenario's `resultLаbel` with a Cyrillic `а` otherwise fails as "did you mean
  /// 'resultLabel'?", two names a terminal draws alike.
  static func lookalikes(in identifier: String, meaning guess: String) -> String {
    guard guess.unicodeScalars.allSatisfy(\.isASCII) else { return "" }
    var foreign: [Unicode.Scalar] = []
    for scalar in identifier.unicodeScalars where !scalar.isASCII && !foreign.contains(scalar) {
      foreign.append(scalar)
    }
    guard !foreign.isEmpty else { return "" }
    let names = foreign.prefix(4).map { scalar in
      let digits = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    return " (it holds \(names.joined(separator: ", "))\(foreign.count > 4 ? ", …" : ""), "
      + "not ASCII)"
  }

  /// The text `target` shows on `screen`: a row list for a table's rows.
  ///
  /// - Throws: ``ScreenDriverError`` when the widget is missing, of the wrong kind or not on the
  ///   top screen.
  private static func shownText(
    of target: ExpectationTarget, on screen: ScreenDriver
  ) throws(ScreenDriverError) -> String {
    switch target {
    case .result:
      guard screen.isCalculator else {
        throw ScreenDriverError(identifier: AccessibilityIdentifier.resultLabel, problem: .missing)
      }
      guard screen.isOnTopScreen(screen.resultLabel) else {
        throw ScreenDriverError(
          identifier: AccessibilityIdentifier.resultLabel,
          problem: .notOnTopScreen(screen: screen.screenTitle))
      }
      return screen.resultText
    case .field(let field): return try screen.textField(field).text ?? ""
    case .widget(let identifier): return try screen.text(of: identifier)
    case .enabledState(let identifier):
      return try screen.isEnabled(identifier) ? "enabled" : "disabled"
    case .screen: return screen.screenTitle
    case .rows(let identifier): return rowList(try screen.tableView(identifier))
    }
  }

  /// A table's rows as a row list, as `expect IDENTIFIER rows […]` writes them.
  static func rowList(_ table: TableView) -> String {
    ScenarioWriter.rowList(ScreenDriver.rowTexts(of: table))
  }

  /// How a message names the event that failed: its directive, as a scenario writes it.
  static func directive(of event: ReplayPlan.Event) -> String {
    switch event {
    case .insert(let field, _): "type \(field.name)"
    case .deleteBackward(let field): "delete \(field.name)"
    case .replace(let field, _): "set \(field.name)"
    case .tap(let identifier): ScenarioWriter.line(.tap(identifier))
    case .select(let identifier, let title): ScenarioWriter.line(.select(identifier, title: title))
    case .tapRow(let row, let identifier): ScenarioWriter.line(.tapRow(row, of: identifier))
    case .deleteRow(let row, let identifier): ScenarioWriter.line(.deleteRow(row, of: identifier))
    case .back: "back"
    case .relaunch: "relaunch"
    case .wait(let duration): ScenarioWriter.line(.wait(duration))
    }
  }
}
