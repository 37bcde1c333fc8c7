import Testing
import UnidirectionalStore

/// The store runs the reducer on what it is sent and tells its subscribers, with no view.
@MainActor
struct StoreTests {
  /// Subscribes to `store` and returns a reader of every state it was told, in order.
  private func record(_ store: Store) -> () -> [State] {
    var history: [State] = []
    store.subscribe { history.append($0) }
    return { history }
  }

  @Test func subscribersAreToldTheCurrentStateAtOnce() {
    let store = Store(initialState: State(tokenText: ",", inputText: "1,2", resultText: "3"))
    let history = record(store)
    #expect(history() == [State(tokenText: ",", inputText: "1,2", resultText: "3")])
  }

  @Test func sendingAnActionReducesAndNotifies() {
    let store = Store()
    let history = record(store)
    store.send(.inputTextChanged("1;2"))
    store.send(.tokenTextChanged(";"))
    #expect(
      history() == [
        State(),
        State(inputText: "1;2", resultText: "0"),
        State(tokenText: ";", inputText: "1;2", resultText: "3"),
      ])
    #expect(store.state == State(tokenText: ";", inputText: "1;2", resultText: "3"))
  }

  @Test func anActionThatChangesNothingNotifiesNoOne() {
    let store = Store()
    let history = record(store)
    store.send(.inputTextChanged(""))
    store.send(.tokenTextChanged(""))
    #expect(history() == [State()])
  }

  @Test func everySubscriberIsToldInSubscriptionOrder() {
    let store = Store()
    var calls: [String] = []
    store.subscribe { calls.append("first \($0.resultText)") }
    store.subscribe { calls.append("second \($0.resultText)") }
    store.send(.inputTextChanged("7"))
    #expect(calls == ["first 0", "second 0", "first 7", "second 7"])
  }
}
