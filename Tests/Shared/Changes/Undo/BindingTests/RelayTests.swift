import Binding
import Testing

@MainActor
struct RelayTests {
  @Test func emitSendsThroughTheSignal() {
    let relay = Relay<String>()
    var seen: [String] = []
    relay.signal.observe { seen.append($0) }
    relay.emit("1")
    relay.emit("1,2")
    #expect(seen == ["1", "1,2"])
  }

  @Test func aRelayWithNoObserversAcceptsValues() {
    let relay = Relay<Int>()
    relay.emit(1)
    var seen: [Int] = []
    relay.signal.observe { seen.append($0) }
    #expect(seen.isEmpty)
  }

  @Test func releasingTheRelayReleasesTheChainDerivedFromIt() {
    weak var weakSource: Signal<Int>?
    weak var weakMapped: Signal<String>?
    weak var weakCombined: Signal<(String, Int)>?
    do {
      let relay = Relay<Int>()
      let other = Relay<Int>()
      let mapped = relay.signal.map { String($0) }
      let combined = Signal.combineLatest(mapped, other.signal)
      var seen: [String] = []
      combined.observe { seen.append("\($0.0) \($0.1)") }
      relay.emit(1)
      other.emit(2)
      #expect(seen == ["1 2"])
      weakSource = relay.signal
      weakMapped = mapped
      weakCombined = combined
    }
    #expect(weakSource == nil)
    #expect(weakMapped == nil)
    #expect(weakCombined == nil)
  }
}
