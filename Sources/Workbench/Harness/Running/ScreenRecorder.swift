import ScenarioLanguage
import Scheduling
import ScreenDriver
import ViewKit

/// Replays a plan on one screen and records its ``ScreenHistory``, keeping a private copy of the
/// text the user's edits produce in each field, to tell in constant time whether the field still
/// holds exactly that text.
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
      case .wait:
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

  private let screen: ScreenDriver
  private var token: FieldTracker
  private var input: FieldTracker
  private(set) var history = ScreenHistory()

  init(screen: ScreenDriver) {
    self.screen = screen
    token = FieldTracker(screen.tokenField)
    input = FieldTracker(screen.inputField)
    history.append(
      token: token.state(of: screen.tokenField, expectedChanges: 0),
      input: input.state(of: screen.inputField, expectedChanges: 0),
      result: screen.resultLabel.text)
  }

  /// Performs `event`, a wait advancing `scheduler`, and records what the screen shows
  /// afterwards.
  mutating func perform(_ event: ReplayPlan.Event, advancing scheduler: VirtualScheduler) {
    let hadText = event.field.map { screen.textField($0).hasText } ?? false
    screen.perform(event, advancing: scheduler)
    var tokenChanges = 0
    var inputChanges = 0
    switch event.field {
    case .token: tokenChanges = token.apply(event, fieldHadText: hadText)
    case .input: inputChanges = input.apply(event, fieldHadText: hadText)
    case nil: break
    }
    history.append(
      token: token.state(of: screen.tokenField, expectedChanges: tokenChanges),
      input: input.state(of: screen.inputField, expectedChanges: inputChanges),
      result: screen.resultLabel.text)
  }

  /// The text the scenario's edits put in `field`.
  func typedText(_ field: Field) -> String {
    switch field {
    case .token: token.typed
    case .input: input.typed
    }
  }
}
