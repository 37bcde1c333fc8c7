import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// What a run counts per event across the screens of a navigation stack: every screen's
/// messages and labels, the pushed list's cells included.
@MainActor
@Suite struct MessageCountsTests {
  @Test func labelUpdatesCountEveryScreensLabelsAndTheListsCells() throws {
    // The edit sets the result label once; pushing History fills its two cells' labels.
    let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
      try scenario("type input \"1\"\ntap keepButton\ntap keepButton\ntap historyButton\nback\n"))
    #expect(report.passed, "\(report.runs[0].failures)")
    let counts = try #require(report.runs[0].messages)
    #expect(counts.labelUpdatesPerEvent == 3.0 / 5)
  }

  @Test func theHistoryScreensMessagesAreCountedWithTheEventThatPushedIt() throws {
    let perEvent = { (text: String) throws -> Double in
      let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
        try scenario(text))
      return try #require(report.runs[0].messages).messagesPerEvent
    }
    // The same four events; pushed with two rows, History asks the kept list for them and
    // fills two cells.
    let emptyList = try perEvent("tap historyButton\nback\ntap keepButton\ntap keepButton\n")
    let twoRows = try perEvent("tap keepButton\ntap keepButton\ntap historyButton\nback\n")
    #expect(twoRows > emptyList)
  }

  @Test func aListFillingItsCellsIsNoFlicker() throws {
    // Three cells' labels set by one event: three labels once each, not one label thrice.
    let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
      try scenario("tap keepButton\ntap keepButton\ntap keepButton\ntap historyButton\n"))
    #expect(report.runs[0].failures == [])
    #expect(try #require(report.runs[0].messages).labelUpdatesPerEvent == 3.0 / 4)
  }
}
