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
  /// The navigation controller the host is the root of, for a screen made in one.
  let navigation: NavigationController?

  init(_ content: Content, inNavigationController: Bool = false) {
    host = HostingController(rootView: content)
    navigation = inNavigationController ? NavigationController(rootViewController: host) : nil
    if let navigation { navigation.loadViewIfNeeded() } else { host.loadViewIfNeeded() }
  }

  /// The view the user sees: the top screen's, in a navigation controller.
  private var shown: ViewKit.View { navigation?.view ?? host.view }

  /// How many screens the navigation controller holds: 1 without one.
  var depth: Int { navigation?.viewControllers.count ?? 1 }

  /// The navigation bar's title, in a navigation controller.
  var navigationTitle: String? { navigation?.navigationTitle }

  /// Taps the navigation bar's back button.
  func back() {
    navigation?.tapBackButton()
  }

  /// Each update's report so far.
  var reports: [FlushReport] { host.flushReports }

  /// The text of the label or field named `identifier`, or `nil` if there is none.
  func text(_ identifier: String) -> String? {
    let widget = shown.descendant(withAccessibilityIdentifier: identifier)
    return (widget as? Label)?.text ?? (widget as? ViewKit.TextField)?.text
  }

  /// The widget named `identifier`, to tell whether it is still the same object.
  func widget(_ identifier: String) -> AnyObject? {
    shown.descendant(withAccessibilityIdentifier: identifier)
  }

  /// Types `text` at the end of the field named `identifier`, one edit per character.
  func type(_ text: String, into identifier: String) {
    let field = shown.descendant(
      ViewKit.TextField.self, withAccessibilityIdentifier: identifier)
    for character in text { field?.insertText(String(character)) }
  }

  /// Deletes the last character of the field named `identifier`.
  func deleteBackward(in identifier: String) {
    shown.descendant(ViewKit.TextField.self, withAccessibilityIdentifier: identifier)?
      .deleteBackward()
  }

  /// Taps the button named `identifier`.
  func tap(_ identifier: String) {
    shown.descendant(ViewKit.Button.self, withAccessibilityIdentifier: identifier)?.tap()
  }

  /// The rows of the table named `identifier`.
  func rows(_ identifier: String) -> [String] {
    shown.descendant(TableView.self, withAccessibilityIdentifier: identifier)
      .map(ScreenDriver.rowTexts(of:)) ?? []
  }

  /// The cell of `row` of the table named `identifier`.
  func cell(_ row: Int, of identifier: String) -> AnyObject? {
    shown.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .cellForRow(at: row)
  }

  /// Taps `row` of the table named `identifier`.
  func selectRow(_ row: Int, of identifier: String) {
    shown.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .selectRow(at: row)
  }

  /// Swipes `row` of the table named `identifier` and taps Delete.
  func deleteRow(_ row: Int, of identifier: String) {
    shown.descendant(TableView.self, withAccessibilityIdentifier: identifier)?
      .swipeToDeleteRow(at: row)
  }
}

extension FlushReport {
  /// Each evaluation as `_printChanges()` prints it.
  var lines: [String] { evaluations.map(\.description) }
}
