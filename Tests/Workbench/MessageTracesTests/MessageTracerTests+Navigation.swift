import MessageTraces
import Testing
import Tracing
import WorkbenchTestSupport

/// Traces of a row tapped, a row deleted and the back button, on the two-screen test screen:
/// the user's event first, then the kit's message to the screen's delegate or data source.
extension MessageTracerTests {
  private func listTrace(_ text: String) throws -> MessageTrace {
    let traces = try MessageTracer.trace(
      try scenario(text), event: nil, architectures: [TestArchitectures.withList])
    return try #require(traces.first)
  }

  @Test func aRowTapGoesFromTheUserToTheListThenToItsDelegate() throws {
    let trace = try listTrace("tap keepButton\ntap historyButton\ntap row 1 of historyList\n")
    #expect(trace.userAction == "selectRow(at: 0) on historyList")
    #expect(trace.messages.first?.from == "User")
    #expect(trace.messages.first?.to == "historyList")
    #expect(trace.messages.first?.member == "selectRow")
    #expect(trace.messages.dropFirst().first?.to == "HistoryController")
    #expect(trace.messages.dropFirst().first?.member == "didSelectRowAt")
    #expect(trace.messages.contains { $0.member == "popViewController" })
  }

  @Test func aSwipeGoesToTheDataSourceAndBackIsTheBackButton() throws {
    let deletion = try listTrace(
      "tap keepButton\ntap historyButton\ndelete row 1 of historyList\n")
    #expect(deletion.userAction == "swipeToDeleteRow(at: 0) on historyList")
    #expect(
      deletion.messages.map(\.member).prefix(4) == [
        "swipeToDelete", "commitEditingStyle", "remove(at:)", "deleteRows",
      ])
    let back = try listTrace("tap historyButton\nback\n")
    #expect(back.userAction == "tapBackButton()")
    #expect(back.messages.first?.to == "backButton")
    #expect(back.messages.map(\.member).contains("popViewController"))
  }
}
