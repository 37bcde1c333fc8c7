import Testing
import Tracing

/// `Trace.observingReceivers` tells its observer of every object that receives a message
/// through `@Received`, and of nothing else.
@Suite struct TraceObservingReceiversTests {
  private final class Role {
    func receive() {
      @Received(by: self) var message = #function
    }
  }

  private struct ValueRole {
    func receive() {
      @Received(by: self) var message = #function
    }
  }

  @Test func anObjectThatReceivesAMessageIsObservedOncePerMessage() {
    let role = Role()
    var seen: [ObjectIdentifier] = []
    let observe = { (object: AnyObject) in seen.append(ObjectIdentifier(object)) }
    Trace.observingReceivers(observe) {
      role.receive()
      role.receive()
    }
    #expect(seen == [ObjectIdentifier(role), ObjectIdentifier(role)])
  }

  @Test func aValueTypeAndMessagesOutsideTheBodyAreNotObserved() {
    var seen = 0
    Role().receive()
    let count = { (_: AnyObject) in seen += 1 }
    Trace.observingReceivers(count) { ValueRole().receive() }
    Role().receive()
    #expect(seen == 0)
  }

  @Test func observingLeavesARecorderInstalledOutsideItRecording() {
    let recorder = TraceRecorder(keepsMessages: false)
    var seen = 0
    Trace.recording(into: recorder) {
      let count = { (_: AnyObject) in seen += 1 }
      Trace.observingReceivers(count) { Role().receive() }
      Role().receive()
    }
    #expect(seen == 1)
    #expect(recorder.messageCount == 2)
  }
}
