import MessageTraces
import Testing
import Tracing
import WorkbenchTestSupport

/// Traces of a segment selected on the test screen of controls: the user's tap on the segment,
/// the control's `valueChanged` to its action, and the controls it enables or disables, each an
/// assignment as a label's text is.
extension MessageTracerTests {
  @Test func aSelectionGoesFromTheUserToTheControlAndShowsEachStateSet() throws {
    let traces = try MessageTracer.trace(
      try scenario("select modeControl \"two\"\n"), event: nil,
      architectures: [TestArchitectures.controls])
    let trace = try #require(traces.first)
    #expect(trace.userAction == #"selectSegment("two") on modeControl"#)
    #expect(
      trace.messages.map(\.line) == [
        #"User → modeControl: selectSegment("two")"#,
        "modeControl → action: valueChanged",
        "action → detailTextField: isEnabled = true",
        "action → goButton: isEnabled = false",
      ])
  }
}
