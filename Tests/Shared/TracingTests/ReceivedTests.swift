import Synchronization
import Testing
import Tracing

/// `@Received` describes its argument only when the message is kept.
@Suite struct ReceivedTests {
  /// A value that counts how many times it was described.
  private struct Counted: CustomStringConvertible {
    static let descriptions = Atomic<Int>(0)
    var description: String {
      Self.descriptions.add(1, ordering: .relaxed)
      return "counted"
    }
  }

  private final class Role {
    func receive(_ value: Counted) {
      @Received(by: self, value) var message = #function
    }
  }

  @Test func countingMessagesNeverDescribesTheirArguments() {
    let before = Counted.descriptions.load(ordering: .relaxed)
    let counter = TraceRecorder(keepsMessages: false)
    Trace.recording(into: counter) { Role().receive(Counted()) }
    #expect(Counted.descriptions.load(ordering: .relaxed) == before)
    #expect(counter.messageCount == 1)
  }

  @Test func keptMessagesDescribeTheirArgumentsOnce() {
    let before = Counted.descriptions.load(ordering: .relaxed)
    let recorder = TraceRecorder(keepsMessages: true)
    Trace.recording(into: recorder) { Role().receive(Counted()) }
    #expect(Counted.descriptions.load(ordering: .relaxed) == before + 1)
    #expect(recorder.messages.map(\.argument) == ["counted"])
  }
}
