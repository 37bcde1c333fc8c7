import CalculatorUI
import ScenarioLanguage
import ScreenDriver
import ViewKit

/// Replays a plan on one session's screens and records its ``ScreenHistory``, keeping a private
/// copy of the text the user's edits produce in each field, to tell in constant time whether the
/// field still holds exactly that text.
///
/// Besides the two fields and the result label, the history records every other widget that
/// shows a text (a second label, a button's title, a third field), found by accessibility
/// identifier when each screen is built; a text field among them is followed as the two are.
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
      case .tap, .select, .tapRow, .deleteRow, .back, .relaunch, .wait:
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
  /// What the recorder knows of each of them that is a text field, by identifier.
  private var fields: [String: FieldTracker] = [:]
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
    (others, fields) = Self.otherWidgets(of: screen)
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
    var fieldChanges: (identifier: String, count: Int)?
    if let edited = event.field {
      let hadText = try screen.textField(edited).hasText
      try session.perform(event)
      switch edited {
      case .token: tokenChanges = token.apply(event, fieldHadText: hadText)
      case .input: inputChanges = input.apply(event, fieldHadText: hadText)
      case .identifier(let identifier):
        let count = fields[identifier]?.apply(event, fieldHadText: hadText) ?? 0
        fieldChanges = (identifier, count)
      }
    } else {
      try session.perform(event)
    }
    record(screen, tokenChanges: tokenChanges, inputChanges: inputChanges, field: fieldChanges)
    seen(screen, nil)
    return []
  }

  /// The text the scenario's edits put in `field`: the empty string for a field by identifier
  /// that the screen did not have when it was built.
  func typedText(_ field: Field) -> String {
    switch field {
    case .token: token.typed
    case .input: input.typed
    case .identifier(let identifier): fields[identifier]?.typed ?? ""
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
    (others, fields) = Self.otherWidgets(of: screen)
    record(screen, tokenChanges: 0, inputChanges: 0)
    return leaked
  }

  private mutating func record(
    _ screen: ScreenDriver, tokenChanges: Int, inputChanges: Int,
    field: (identifier: String, count: Int)? = nil
  ) {
    history.append(
      token: token.state(of: screen.tokenField, expectedChanges: tokenChanges),
      input: input.state(of: screen.inputField, expectedChanges: inputChanges),
      result: screen.resultLabel.text, others: otherStates(of: screen, edited: field))
  }

  /// Records a moment of a wait: no edit happens then, so a field that changed was written by
  /// the screen.
  private mutating func recordMoment(_ screen: ScreenDriver, event: Int, time: Duration) {
    history.appendMoment(
      event: event, time: time, token: token.state(of: screen.tokenField, expectedChanges: 0),
      input: input.state(of: screen.inputField, expectedChanges: 0),
      result: screen.resultLabel.text, others: otherStates(of: screen))
  }

  /// The other widgets' states; `edited`, the field the event edited by identifier and how many
  /// edits it made, if any.
  private mutating func otherStates(
    of screen: ScreenDriver, edited: (identifier: String, count: Int)? = nil
  ) -> [ScreenHistory.WidgetState] {
    others.map { identifier in
      // One search of the screen for the widget: its text and its state come from it.
      let widget = try? screen.widget(identifier)
      let isEnabled = (widget as? Control)?.isEnabled ?? true
      // A field under the top screen is out of the user's reach: it shows nothing.
      if fields[identifier] != nil, let field = widget as? TextField {
        let expected = edited?.identifier == identifier ? edited?.count ?? 0 : 0
        let state = fields[identifier]?.state(of: field, expectedChanges: expected)
        return ScreenHistory.WidgetState(
          identifier: identifier, state: state ?? .asTyped, isEnabled: isEnabled)
      }
      let text = widget.flatMap(ScreenDriver.text(shownBy:)) ?? ""
      return ScreenHistory.WidgetState(
        identifier: identifier, state: .overwritten(FieldSnapshot(text)), isEnabled: isEnabled)
    }
  }

  private static let shortNames: Set = [
    AccessibilityIdentifier.tokenTextField, AccessibilityIdentifier.inputTextField,
    AccessibilityIdentifier.resultLabel,
  ]

  /// The identifiers of the screen's other widgets that show a text, and a tracker for each of
  /// them that is a text field.
  private static func otherWidgets(
    of screen: ScreenDriver
  ) -> ([String], [String: FieldTracker]) {
    let others = screen.identifiers.filter { identifier in
      !shortNames.contains(identifier) && (try? screen.text(of: identifier)) != nil
    }
    var fields: [String: FieldTracker] = [:]
    for identifier in others {
      if let field = try? screen.textField(identifier: identifier) {
        fields[identifier] = FieldTracker(field)
      }
    }
    return (others, fields)
  }
}
