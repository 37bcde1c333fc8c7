/// One thing a scenario does to the screen, or checks on it.
///
/// Texts are stored as the scenario file means them: escapes decoded and repetitions (`"…" * N`)
/// already applied. Widgets other than the two fields and the result label are named by their
/// accessibility identifier, as a UI test names them (`app.buttons["clearButton"]`).
public enum Directive: Sendable, Equatable {
  /// Types `text` into the field one keystroke per Swift `Character` of `text`, each keystroke
  /// appending that character and firing one editing-changed event.
  case type(Field, String)

  /// Replaces the whole text of the field with `text` in one edit (a paste): one event.
  case set(Field, String)

  /// Presses backspace `count` times, one event each; on an empty field a backspace does nothing
  /// and fires nothing.
  case delete(Field, count: Int)

  /// Empties the field in one edit: one event.
  case clear(Field)

  /// Taps the button with this accessibility identifier: one event, the button's `tap()`.
  case tap(String)

  /// Taps the segment titled `title` of the segmented control with this accessibility
  /// identifier, as the user does: one event, the control's `selectSegment(at:)`, which sends
  /// nothing when that segment is already selected.
  case select(String, title: String)

  /// Taps row `row` (1 is the top row) of the table view with this accessibility identifier: one
  /// event, the table's `selectRow(at: row - 1)`.
  case tapRow(Int, of: String)

  /// Swipes row `row` (1 is the top row) of the table view with this accessibility identifier
  /// and taps Delete: one event, the table's `swipeToDeleteRow(at: row - 1)`.
  case deleteRow(Int, of: String)

  /// Taps the navigation bar's back button: one event, which pops the top screen.
  case back

  /// Checks that the table view with this accessibility identifier shows exactly these rows'
  /// texts, top to bottom (none for an empty list).
  case expectRows(String, [String])

  /// Releases the screen and builds a fresh one over the same environment (its storage kept),
  /// as an app is quit and launched again: one event.
  case relaunch

  /// Checks that the target's text is exactly `text`; for ``ExpectationTarget/enabledState(_:)``,
  /// `text` is `enabled` or `disabled`.
  case expect(ExpectationTarget, String)

  /// Checks that the target never shows exactly `text` from here until the next `expect` (or
  /// the end of the scenario): on the screen as it stands, after every event, and after every
  /// piece of scheduled work that fires during a `wait`, at its virtual time.
  case never(ExpectationTarget, String)

  /// Lets `duration` of virtual time pass (one event): everything the screen scheduled that falls
  /// due meanwhile runs, in order, at its due time.
  case wait(Duration)
}
