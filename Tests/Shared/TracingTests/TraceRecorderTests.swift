import Testing
import Tracing

/// A recorder counts what its user tells it to: assignments to the members it is given and the
/// tallies reported by name, and nothing it was not told about.
@Suite struct TraceRecorderTests {
  private final class Widget {
    var storage = ""
    var text: String {
      get { storage }
      set { Trace.call(self, "text", newValue, kind: .assignment) { $0.storage = newValue } }
    }
    var title: String {
      get { storage }
      set { Trace.call(self, "title", newValue, kind: .assignment) { $0.storage = newValue } }
    }
    func show(_ value: String) {
      Trace.call(self, "text", value) { $0.storage = value }
    }
  }

  @Test(arguments: [true, false])
  func countsOnlyAssignmentsToTheMembersItIsGiven(keepsMessages: Bool) {
    let recorder = TraceRecorder(keepsMessages: keepsMessages, countingAssignmentsTo: ["text"])
    let widget = Widget()
    Trace.recording(into: recorder) {
      widget.text = "1"
      widget.title = "2"
      widget.show("3")
      widget.text = "4"
    }
    #expect(recorder.messageCount == 4)
    #expect(recorder.countedAssignmentCount == 2)
  }

  @Test func countsNoAssignmentWhenToldOfNoMember() {
    let recorder = TraceRecorder()
    Trace.recording(into: recorder) { Widget().text = "1" }
    #expect(recorder.messageCount == 1)
    #expect(recorder.countedAssignmentCount == 0)
  }

  @Test func addsTalliesByNameAndForgetsThemOnReset() {
    let recorder = TraceRecorder(keepsMessages: false)
    Trace.recording(into: recorder) {
      Trace.tally(3, as: "bytes")
      Trace.tally(4, as: "bytes")
      Trace.tally(1, as: "pages")
    }
    Trace.tally(100, as: "bytes")
    #expect(recorder.tallies == ["bytes": 7, "pages": 1])
    recorder.reset()
    #expect(recorder.tallies.isEmpty)
    #expect(recorder.messageCount == 0)
  }

  @Test func anAssignmentReadsAsAnEqualsSignAndACallWithParentheses() {
    let recorder = TraceRecorder()
    let widget = Widget()
    Trace.recording(into: recorder) {
      widget.text = "1"
      widget.show("2")
    }
    #expect(
      recorder.messages.map(\.line) == [
        #"User → Widget: text = "1""#, #"User → Widget: text("2")"#,
      ])
  }

  @Test func aRecorderWithoutValuesKeepsWhoSentWhatButNoArgumentOrResult() {
    let recorder = TraceRecorder(keepsValues: false)
    let widget = Widget()
    let answer = Trace.recording(into: recorder) {
      widget.show("2")
      return Trace.call(widget, "count", "x") { _ in 3 }
    }
    #expect(answer == 3)
    #expect(recorder.messages.map(\.member) == ["text", "count"])
    #expect(recorder.messages.allSatisfy { $0.argument == nil && $0.result == nil })
    let full = TraceRecorder()
    _ = Trace.recording(into: full) { Trace.call(widget, "count", "x") { _ in 3 } }
    #expect(full.messages.first?.argument == #""x""#)
    #expect(full.messages.first?.result == "3")
  }
}
