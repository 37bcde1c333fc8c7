import Testing
import TextEditing
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

  private func typed(_ text: String, at offset: Int) -> Action {
    .inputTextChanged(
      EditedText(text: text, edit: TextEdit(range: offset..<offset, replacementString: text)))
  }

  @Test func subscribersAreToldTheCurrentStateAtOnce() {
    let store = Store(initialState: State(tokenText: ",", inputText: "1,2"))
    let history = record(store)
    #expect(history() == [State(tokenText: ",", inputText: "1,2", resultText: "3")])
  }

  @Test func sendingAnActionReducesAndNotifies() {
    let store = Store()
    let history = record(store)
    store.send(typed("1;2", at: 0))
    store.send(.tokenTextChanged(";"))
    #expect(
      history() == [
        State(),
        State(inputText: "1;2", resultText: "0"),
        State(tokenText: ";", inputText: "1;2", resultText: "3"),
      ])
    #expect(store.state == State(tokenText: ";", inputText: "1;2", resultText: "3"))
  }

  @Test func everyActionNotifiesOnceEvenWhenNothingChanged() {
    let store = Store()
    let history = record(store)
    store.send(typed("", at: 0))
    store.send(.tokenTextChanged(""))
    #expect(history() == [State(), State(), State()])
  }

  @Test func everySubscriberIsToldInSubscriptionOrder() {
    let store = Store()
    var calls: [String] = []
    store.subscribe { calls.append("first \($0.resultText)") }
    store.subscribe { calls.append("second \($0.resultText)") }
    store.send(typed("7", at: 0))
    #expect(calls == ["first 0", "second 0", "first 7", "second 7"])
  }
}
