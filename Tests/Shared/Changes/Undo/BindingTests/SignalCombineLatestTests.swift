import Binding
import Testing

@MainActor
struct SignalCombineLatestTests {
  private struct Pair: Equatable {
    let token: String
    let input: String
  }

  @Test func combineLatestWaitsUntilBothSourcesHaveSent() {
    let token = Relay<String>()
    let input = Relay<String>()
    var pairs: [Pair] = []
    Signal.combineLatest(token.signal, input.signal).observe {
      pairs.append(Pair(token: $0, input: $1))
    }
    input.emit("1")
    input.emit("1,2")
    #expect(pairs.isEmpty)
    token.emit(",")
    #expect(pairs == [Pair(token: ",", input: "1,2")])
  }

  @Test func combineLatestSendsThePairWheneverEitherSourceSends() {
    let token = Relay<String>()
    let input = Relay<String>()
    var pairs: [Pair] = []
    Signal.combineLatest(token.signal, input.signal).observe {
      pairs.append(Pair(token: $0, input: $1))
    }
    token.emit("")
    input.emit("")
    input.emit("1;2")
    token.emit(";")
    input.emit("1;2;3")
    #expect(
      pairs == [
        Pair(token: "", input: ""),
        Pair(token: "", input: "1;2"),
        Pair(token: ";", input: "1;2"),
        Pair(token: ";", input: "1;2;3"),
      ])
  }

  @Test func combineLatestCombinesSignalsOfDifferentTypes() {
    let count = Relay<Int>()
    let name = Relay<String>()
    var seen: [String] = []
    Signal.combineLatest(count.signal, name.signal).map { "\($1) × \($0)" }.observe {
      seen.append($0)
    }
    count.emit(2)
    name.emit("apple")
    count.emit(3)
    #expect(seen == ["apple × 2", "apple × 3"])
  }
}
