import DeclarativeKit
import ScreenDriver
import ViewKit

/// A declarative view shown in a ``HostingController`` and driven as the harness drives a
/// screen: through the widgets it renders to, found by accessibility identifier.
///
/// The only file of these tests that imports ViewKit, whose widget names are also the kit's.
@MainActor
struct Screen<Content: DeclarativeKit.View> {
  let host: HostingController<Content>

  init(_ content: Content) {
    host = HostingController(rootView: content)
    host.loadViewIfNeeded()
  }

  /// Each update's report so far.
  var reports: [FlushReport] { host.flushReports }

  /// The text of the label or field named `identifier`, or `nil` if there is none.
  func text(_ identifier: String) -> String? {
    let widget = host.view.descendant(withAccessibilityIdentifier: identifier)
    return (widget as? Label)?.text ?? (widget as? ViewKit.TextField)?.text
  }

  /// The widget named `identifier`, to tell whether it is still the same object.
  func widget(_ identifier: String) -> AnyObject? {
    host.view.descendant(withAccessibilityIdentifier: identifier)
  }

  /// Types `text` at the end of the field named `identifier`, one edit per character.
  func type(_ text: String, into identifier: String) {
    let field = host.view.descendant(
      ViewKit.TextField.self, withAccessibilityIdentifier: identifier)
    for character in text { field?.insertText(String(character)) }
  }

  /// Deletes the last character of the field named `identifier`.
  func deleteBackward(in identifier: String) {
    host.view.descendant(ViewKit.TextField.self, withAccessibilityIdentifier: identifier)?
      .deleteBackward()
  }

  /// Taps the button named `identifier`.
  func tap(_ identifier: String) {
    host.view.descendant(ViewKit.Button.self, withAccessibilityIdentifier: identifier)?.tap()
  }

  /// The rows of the table named `identifier`.
  func rows(_ identifier: String) -> [String] {
    host.view.descendant(TableView.self, withAccessibilityIdentifier: identifier)
      .map(ScreenDriver.rowTexts(of:)) ?? []
  }

  /// The cell of `row` of the table named `identifier`.
  func cell(_ row: Int, of identifier: String) -> AnyObject? {
    host.view.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .cellForRow(at: row)
  }

  /// Taps `row` of the table named `identifier`.
  func selectRow(_ row: Int, of identifier: String) {
    host.view.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .selectRow(at: row)
  }

  /// Swipes `row` of the table named `identifier` and taps Delete.
  func deleteRow(_ row: Int, of identifier: String) {
    host.view.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .swipeToDeleteRow(at: row)
  }
}

extension FlushReport {
  /// Each evaluation as `_printChanges()` prints it.
  var lines: [String] { evaluations.map(\.description) }
}
