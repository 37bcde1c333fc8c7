import CalculatorModel
import Scheduling
import Testing
import TextEditing
import UnidirectionalStore

/// The store runs the reducer's effects with the slow service: tested on a virtual clock, with
/// every state its subscriber saw recorded.
@MainActor
struct StoreTests {
  private let scheduler = VirtualScheduler()

  @Test func cancelsTheRequestInFlightSoOnlyTheLatestAnswerIsSent() {
    let service = SumService(scheduler: scheduler)
    let store = Store(sumService: service)
    var shown: [String] = []
    store.subscribe { shown.append($0.resultText) }
    let edit = TextEdit(range: 0..<0, replacementString: "4,5")
    store.send(.inputTextChanged(EditedText(text: "4,5", edit: edit)))
    scheduler.advance(by: .milliseconds(100))
    store.send(.tokenTextChanged(","))
    scheduler.advance(by: .milliseconds(299))
    #expect(shown == ["0", "…", "…"])
    scheduler.advance(by: .milliseconds(1))
    #expect(shown == ["0", "…", "…", "9"])
    #expect(store.state == State(tokenText: ",", inputText: "4,5", resultText: "9"))
    #expect(service.counts == RequestCounts(sent: 2, cancelled: 1, delivered: 1))
  }

  @Test func aNewStoreSendsNoRequest() {
    let service = SumService(scheduler: scheduler)
    let store = Store(sumService: service)
    scheduler.advance(by: .seconds(10))
    #expect(store.state == State())
    #expect(service.counts == RequestCounts())
  }

  @Test func releasingTheStoreCancelsTheRequestInFlight() {
    let service = SumService(scheduler: scheduler)
    do {
      let store = Store(sumService: service)
      store.send(.tokenTextChanged(","))
    }
    #expect(service.counts == RequestCounts(sent: 1, cancelled: 1))
    #expect(scheduler.pendingCount == 0)
  }
}
