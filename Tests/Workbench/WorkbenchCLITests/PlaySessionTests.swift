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
}
