import Testing

@testable import Binding

@MainActor
struct SignalTests {
  @Test func observersSeeEveryValueInOrder() {
    let signal = Signal<Int>()
    var seen: [Int] = []
    signal.observe { seen.append($0) }
    signal.send(1)
    signal.send(2)
    signal.send(2)
    #expect(seen == [1, 2, 2])
  }

  @Test func observersAreCalledInTheOrderTheyStartedObserving() {
    let signal = Signal<String>()
    var calls: [String] = []
    signal.observe { calls.append("first \($0)") }
    signal.observe { calls.append("second \($0)") }
    signal.send("a")
    #expect(calls == ["first a", "second a"])
  }

  @Test func valuesSentBeforeObservingAreNotReplayed() {
    let signal = Signal<Int>()
    signal.send(1)
    var seen: [Int] = []
    signal.observe { seen.append($0) }
    signal.send(2)
    #expect(seen == [2])
  }
}
