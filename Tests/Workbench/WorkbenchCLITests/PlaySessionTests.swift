import ScenarioLanguage
import TerminalPlay
import Testing
import WorkbenchTestSupport

/// `workbench play` on a screen of two screens: the command line (Ctrl-G) taps buttons, selects
/// and deletes rows and goes back, and the screen shows the top screen's title and the list's
/// rows.
@MainActor
@Suite struct PlaySessionTests {
  /// A session on the list test screen after `script` (as `--script` writes keys).
  private func session(after script: String) -> PlaySession {
    let session = PlaySession(architectures: [TestArchitectures.withList], index: 0)
    for key in PlayKey.script(script) { _ = session.handle(key) }
    return session
  }

  /// What the session draws, as one text.
  private func screen(_ session: PlaySession) -> String {
    session.lines(width: 200).joined(separator: "\n")
  }

  @Test func theCommandLineTapsAButtonAndTheScreenShowsTheTitleAndTheRows() {
    let session = session(after: #",\t1,2\gtap keepButton\m\gtap historyButton\m"#)
    let shown = screen(session)
    #expect(
      shown.contains("  screen  History\n  historyList 1 row\n    1  : 1,2 = 3\n"), "\(shown)")
    #expect(!shown.contains("token"))
  }

  @Test func aRowTapAndBackAreActionsAndTheSavedSessionHasThem() {
    let session = session(
      after: #",\t1,2\gtap keepButton\m\gtap historyButton\m\gtap row 1 of historyList\m"#
        + #"\gtap historyButton\m\gdelete row 1 of historyList\m\gback\m"#)
    let shown = screen(session)
    #expect(shown.contains("  screen  Calculator\n"), "\(shown)")
    #expect(shown.contains("> input   [1,2]\n"))
    #expect(shown.contains("  result  3\n"))
    let saved = session.scenario()
    #expect(
      saved.hasSuffix(
        """
        tap keepButton
        tap historyButton
        tap row 1 of historyList
        tap historyButton
        delete row 1 of historyList
        back
        expect result "3"

        """), "\(saved)")
  }

  @Test func theCommandLineIsShownWhileTypedAndEscapeClosesItWithoutQuitting() {
    let session = session(after: #"\gtap keep"#)
    #expect(screen(session).contains("\n: tap keep_\n"))
    #expect(session.handle(.quit))
    #expect(!screen(session).contains(": tap keep"))
    #expect(session.events.isEmpty)
    #expect(!session.handle(.quit))
  }

  @Test func aCommandTheScreenCannotTakeSaysWhy() {
    let noRow = screen(session(after: #"\gtap historyButton\m\gtap row 5 of historyList\m"#))
    #expect(noRow.contains("the table view 'historyList' has no row 5; it shows 0 rows"))
    let backOnTheFirstScreen = session(after: #"\gback\m"#)
    #expect(screen(backOnTheFirstScreen).contains("has no back button"))
    // What the screen could not take is not saved.
    #expect(backOnTheFirstScreen.events.isEmpty)
    let expectation = screen(session(after: #"\gexpect result "0"\m"#))
    #expect(expectation.contains("type an action: tap IDENTIFIER"))
    let malformed = screen(session(after: #"\gtap\m"#))
    #expect(malformed.contains("expected"))
  }

  @Test func tabVisitsEveryTextFieldOfTheTopScreen() {
    let session = session(after: #"\t\tAda"#)
    #expect(screen(session).contains("> nameTextField [Ada]"))
  }

  /// After 40 keeps the history list is taller than a 24-line terminal: the lines fit in 24,
  /// the title and the first rows come first, a line says how many are left out, and the
  /// message under the screen still shows.
  @Test func theScreenFitsTheTerminalsHeightTopScreenFirst() throws {
    let keeps = String(repeating: #"\gtap keepButton\m"#, count: 40)
    let session = session(after: #",\t1,2"# + keeps + #"\gtap historyButton\m"#)
    session.say("saved 1 event to .build/play/play.scenario")
    let tall = session.lines(width: 100)
    #expect(tall.count > 24)
    let fitted = session.lines(width: 100, height: 24)
    #expect(fitted.count == 24)
    #expect(fitted[0].hasPrefix("workbench play: "))
    let title = try #require(fitted.firstIndex(of: "  screen  History"))
    #expect(title <= 3)
    #expect(fitted[title + 1] == "  historyList 40 rows")
    #expect(fitted[title + 2] == "    1  : 1,2 = 3")
    #expect(fitted.contains { $0.hasPrefix("  … ") && $0.hasSuffix(" more lines of the screen") })
    #expect(fitted.last == "saved 1 event to .build/play/play.scenario")
    #expect(session.lines(width: 100, height: 200) == tall)
  }

  /// Ctrl-Z, and the wake-up of a resumed or resized terminal, are keys the session leaves to
  /// the terminal: they change nothing on the screen, and the session goes on.
  @Test(arguments: [PlayKey.suspend, .redraw])
  func aSuspendOrARedrawChangesNothing(key: PlayKey) {
    let session = session(after: "12")
    let before = screen(session)
    #expect(session.handle(key))
    #expect(screen(session) == before)
  }

  /// What was pasted into the command line reaches the screen escaped, in the line being typed
  /// and in the message that says why the command failed.
  @Test func aPastedBidiControlIsEscapedEverywhereOnTheScreen() {
    let session = session(after: "\\gtap x\u{202E}y\\m")
    let shown = screen(session)
    #expect(!shown.contains("\u{202E}"))
    #expect(shown.contains(#"x\u{202E}y"#), "\(shown)")
  }
}
