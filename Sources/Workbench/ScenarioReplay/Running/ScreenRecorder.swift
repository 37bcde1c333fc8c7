import CalculatorUI
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// Replays a plan on one session's screens and records its ``ScreenHistory``, keeping a private
/// copy of the text the user's edits produce in each field, to tell in constant time whether the
/// field still holds exactly that text.
///
/// Besides the two fields and the result label, the history records every other widget that
/// shows a text (a second label, a button's title), found by accessibility identifier when each
/// screen is built.
@MainActor
struct ScreenRecorder {
  /// What the recorder knows of one field.
  @MainActor
  private struct FieldTracker {
    var typed = ""
    var matchesTyped = true
    var changeCount = 0

    init(_ field: TextField) {
      changeCount = field.textChangeCount
      matchesTyped = (field.text ?? "").isEmpty
    }

    mutating func apply(_ event: ReplayPlan.Event, fieldHadText: Bool) -> Int {
      switch event {
      case .insert(_, let text):
        typed.append(contentsOf: text)
        return 1
      case .deleteBackward:
        if !typed.isEmpty { typed.removeLast() }
        return fieldHadText ? 1 : 0
      case .replace(_, let text):
        typed = text
        return 1
      case .tap, .tapRow, .deleteRow, .back, .relaunch, .wait:
        return 0
      }
    }

    mutating func state(of field: TextField, expectedChanges: Int) -> ScreenHistory.FieldState {
      let changes = field.textChangeCount &- changeCount
      changeCount = field.textChangeCount
      if changes != expectedChanges || !matchesTyped {
        let text = field.text ?? ""
        matchesTyped = text.utf8.elementsEqual(typed.utf8)
        if !matchesTyped { return .overwritten(FieldSnapshot(text)) }
      }
      return .asTyped
    }
  }

  /// The session, never its screen: a screen the recorder held would outlive its release and
  /// read as a leak.
  private let session: ScreenSession
  private var token: FieldTracker
  private var input: FieldTracker
  /// The identifiers of the screen's other widgets that show a text.
  private var others: [String]
  private(set) var history = ScreenHistory()

  /// Starts recording on the session's screen.
  ///
  /// - Throws: ``ScreenDriverError`` when the session has no screen.
  init(session: ScreenSession) throws(ScreenDriverError) {
    guard let screen = session.screen else {
      throw ScreenDriverError(identifier: "", problem: .noScreen)
    }
    self.session = session
    token = FieldTracker(screen.tokenField)
    input = FieldTracker(screen.inputField)
    others = Self.otherWidgets(of: screen)
    record(screen, tokenChanges: 0, inputChanges: 0)
  }

  /// Performs `event` and records what the screen shows afterwards, and, during a `wait`, at
  /// every moment scheduled work fires.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - seen: Called with the screen at every moment recorded, with the virtual time of a
  ///     moment during a wait (`nil` after the event).
  /// - Returns: For a relaunch, the type names of the released screen's objects still alive.
  /// - Throws: ``ScreenDriverError`` when the event names a widget the screen lacks, or the
  ///   relaunched screen cannot be driven; nothing is recorded then.
  mutating func perform(
    _ event: ReplayPlan.Event, seen: (ScreenDriver, Duration?) -> Void = { _, _ in }
  ) throws(ScreenDriverError) -> [String] {
    guard event != .relaunch else {
      let leaked = try relaunch()
      if let screen = session.screen { seen(screen, nil) }
      return leaked
    }
    guard let screen = session.screen else {
      throw ScreenDriverError(identifier: "", problem: .noScreen)
    }
    if case .wait(let duration) = event {
      let event = history.eventCount + 1
      session.wait(duration) { time in
        recordMoment(screen, event: event, time: time)
        seen(screen, time)
      }
      record(screen, tokenChanges: 0, inputChanges: 0)
      seen(screen, nil)
      return []
    }
    var tokenChanges = 0
    var inputChanges = 0
    if let edited = event.field {
      let hadText = try screen.textField(edited).hasText
      try session.perform(event)
      switch edited {
      case .token: tokenChanges = token.apply(event, fieldHadText: hadText)
      case .input: inputChanges = input.apply(event, fieldHadText: hadText)
      case .identifier: break
      }
    } else {
      try session.perform(event)
    }
    record(screen, tokenChanges: tokenChanges, inputChanges: inputChanges)
    seen(screen, nil)
    return []
  }

  /// The text the scenario's edits put in `field`.
  ///
  /// A field named by identifier is not followed: its typed text is the empty string.
  func typedText(_ field: Field) -> String {
    switch field {
    case .token: token.typed
    case .input: input.typed
    case .identifier: ""
    }
  }

  /// Relaunches the session: the fresh screen's fields start from what the scenario typed into
  /// them, nothing, so whatever a screen restores is recorded as written by it.
  private mutating func relaunch() throws(ScreenDriverError) -> [String] {
    let leaked = try session.relaunch()
    guard let screen = session.screen else {
      throw ScreenDriverError(identifier: "", problem: .noScreen)
    }
    token = FieldTracker(screen.tokenField)
    input = FieldTracker(screen.inputField)
    others = Self.otherWidgets(of: screen)
    record(screen, tokenChanges: 0, inputChanges: 0)
    return leaked
  }

  private mutating func record(_ screen: ScreenDriver, tokenChanges: Int, inputChanges: Int) {
    history.append(
      token: token.state(of: screen.tokenField, expectedChanges: tokenChanges),
      input: input.state(of: screen.inputField, expectedChanges: inputChanges),
      result: screen.resultLabel.text, others: otherStates(of: screen))
  }

  /// Records a moment of a wait: no edit happens then, so a field that changed was written by
  /// the screen.
  private mutating func recordMoment(_ screen: ScreenDriver, event: Int, time: Duration) {
    history.appendMoment(
      event: event, time: time, token: token.state(of: screen.tokenField, expectedChanges: 0),
      input: input.state(of: screen.inputField, expectedChanges: 0),
      result: screen.resultLabel.text, others: otherStates(of: screen))
  }

  private func otherStates(of screen: ScreenDriver) -> [ScreenHistory.WidgetState] {
    others.map { identifier in
      ScreenHistory.WidgetState(
        identifier: identifier, text: FieldSnapshot((try? screen.text(of: identifier)) ?? ""))
    }
  }

  private static let shortNames: Set = [
    AccessibilityIdentifier.tokenTextField, AccessibilityIdentifier.inputTextField,
    AccessibilityIdentifier.resultLabel,
  ]

  private static func otherWidgets(of screen: ScreenDriver) -> [String] {
    screen.identifiers.filter { identifier in
      !shortNames.contains(identifier) && (try? screen.text(of: identifier)) != nil
    }
  }
}
