import Binding
import Testing

@MainActor
struct SignalCompactMapTests {
  @Test func compactMapSendsTheTransformsThatAreNotNil() {
    let relay = Relay<String>()
    var numbers: [Int] = []
    relay.signal.compactMap { Int($0) }.observe { numbers.append($0) }
    relay.emit("1")
    relay.emit("x")
    relay.emit("")
    relay.emit("-2")
    #expect(numbers == [1, -2])
  }

  @Test func compactMapTransformsEveryValueOnceWhenItIsSent() {
    let relay = Relay<Int>()
    var transforms = 0
    let evens = relay.signal.compactMap { value -> Int? in
      transforms += 1
      return value.isMultiple(of: 2) ? value : nil
    }
    #expect(transforms == 0)
    var seen: [Int] = []
    evens.observe { seen.append($0) }
    relay.emit(3)
    relay.emit(4)
    #expect(transforms == 2)
    #expect(seen == [4])
  }
}
