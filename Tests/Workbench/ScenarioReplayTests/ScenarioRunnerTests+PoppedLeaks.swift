import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// The leak check right after an event pops a screen: the popped screen's objects must be gone
/// then, not only when the whole screen is released at the end.
extension ScenarioRunnerTests {
  private static let popScenario = """
    type token ","
    type input "1,2"
    tap keepButton
    tap historyButton
    back
    tap historyButton
    tap row 1 of historyList
    expect result "3"
    """

  /// The failures of `text` run on `architecture`.
  private func failures(_ text: String, on architecture: Architecture) throws -> [Failure] {
    ScenarioRunner(architectures: [architecture]).run(try scenario(text)).runs[0].failures
  }

  @Test func aPoppedScreenThatLeaksFailsAtTheBackAndTheRowTapThatPoppedIt() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withLeakingList]).run(
      try scenario(Self.popScenario))
    // In the order they were first seen: the table is made before its controller's init ends.
    let alive = "TableView, HistoryController, View, Label, TableViewCell, RowFormatter"
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 5,
          message: "leak: still alive after back (line 5) popped the screen \"History\": "
            + alive,
          kind: .leak),
        Failure(
          line: 7,
          message: "leak: still alive after tap row 1 of historyList (line 7) popped the screen "
            + "\"History\": " + alive,
          kind: .leak),
        // The leaked History screens hold the calculator's kept list: it outlives the screen.
        Failure(
          line: 0, message: "leak: still alive after the screen was released: KeptList",
          kind: .leak),
      ], "\(report.runs[0].failures)")
    #expect(!report.passed)
    #expect(report.runs[0].leaked.filter { $0 == "HistoryController" }.count == 2)
  }

  @Test func aPoppedScreenThatFreesEverythingLeaksNothing() throws {
    #expect(try failures(Self.popScenario, on: TestArchitectures.withList) == [])
  }

  @Test func theFirstScreensModelFirstAskedDuringThePushIsNotThePushedScreens() throws {
    // The History screen asks the calculator's kept list for its rows as it loads, the list's
    // first message: the list stays alive with the calculator once History is popped, and is
    // no leak of History (as a router or a model the first screen made and first asks then).
    #expect(
      try failures("tap historyButton\nback\n", on: TestArchitectures.withList) == [])
    #expect(
      try failures("tap historyButton\nback\n", on: TestArchitectures.withLeakingList).map(
        \.message) == [
          "leak: still alive after back (line 2) popped the screen \"History\": "
            + "TableView, HistoryController, View",
          "leak: still alive after the screen was released: KeptList",
        ])
  }

  @Test func aRoleThePoppedScreenMadeThatTheFirstKeepsFailsAtThePop() throws {
    // Its controller and views are freed; the row formatter it made (and messaged) is kept by
    // the calculator. Made while History was shown, it is History's, and must go with it.
    let kept = "RowFormatter"
    #expect(
      try failures(Self.popScenario, on: TestArchitectures.withKeptHistoryRole).map(\.message)
        == [
          "leak: still alive after back (line 5) popped the screen \"History\": \(kept)",
          "leak: still alive after tap row 1 of historyList (line 7) popped the screen "
            + "\"History\": \(kept)",
        ])
  }
}
