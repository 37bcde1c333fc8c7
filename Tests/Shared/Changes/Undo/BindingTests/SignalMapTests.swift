import Binding
import Testing

@MainActor
struct SignalMapTests {
  @Test func mapSendsTheTransformOfEveryValue() {
    let relay = Relay<String>()
    var lengths: [Int] = []
    relay.signal.map(\.count).observe { lengths.append($0) }
    relay.emit("")
    relay.emit("abc")
    relay.emit("ab")
    #expect(lengths == [0, 3, 2])
  }

  @Test func mapTransformsOnlyWhenAValueIsSent() {
    let relay = Relay<Int>()
    var transforms = 0
    let doubled = relay.signal.map { value in
      transforms += 1
      return value * 2
    }
    #expect(transforms == 0)
    var seen: [Int] = []
    doubled.observe { seen.append($0) }
    relay.emit(4)
    #expect(transforms == 1)
    #expect(seen == [8])
  }

  @Test func mapsChain() {
    let relay = Relay<Int>()
    var seen: [String] = []
    relay.signal.map { $0 + 1 }.map { String($0) }.observe { seen.append($0) }
    relay.emit(1)
    relay.emit(41)
    #expect(seen == ["2", "42"])
  }
}
