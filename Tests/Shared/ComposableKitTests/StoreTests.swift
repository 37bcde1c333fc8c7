import ComposableKit
import Observation
import Testing

/// The store: actions reach the reducer, effects run, and a reader of one property is told
/// only of that property's changes.
@MainActor
struct StoreTests {
  @Test func sendsEachActionToTheReducer() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    store.send(.incrementButtonTapped)
    #expect(store.withState(\.count) == 2)
  }

  @Test func tellsAReaderOnlyOfThePropertyItRead() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let count = ChangeCounter { store.count }
    let title = ChangeCounter { store.title }
    store.send(.incrementButtonTapped)
    #expect(count.changes == 1)
    #expect(title.changes == 0)
  }

  @Test func anActionThatLeavesAPropertyEqualChangesNothingForItsReader() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let title = ChangeCounter { store.title }
    store.send(.titleChanged(""))
    #expect(title.changes == 0)
    store.send(.titleChanged("a"))
    #expect(title.changes == 1)
  }

  @Test func aReaderOfTheWholeStateIsToldOfEveryAction() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let whole = ChangeCounter { store.state }
    store.send(.titleChanged(""))
    #expect(whole.changes == 1)
  }

  @Test func feedsASentEffectsActionBackAtOnce() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.twiceButtonTapped)
    #expect(store.withState(\.count) == 2)
  }

  @Test func runsAnEffectAndReducesWhatItSends() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.loadButtonTapped)
    for _ in 0..<1_000 where store.withState(\.count) == 0 { await Task.yield() }
    #expect(store.withState(\.count) == 42)
  }

  @Test func aScopedStoreReadsAndSendsThroughItsParent() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: \.counter, action: { Parent.Action.counter($0) })
    let count = ChangeCounter { child.count }
    child.send(.incrementButtonTapped)
    #expect(store.withState(\.counter.count) == 1)
    #expect(count.changes == 1)
    #expect(store.scope(state: \.counter, action: { Parent.Action.counter($0) }) === child)
  }
}

/// Reads under observation tracking, again after each change, and counts the changes.
@MainActor
final class ChangeCounter<Value> {
  private(set) var changes = 0
  private let read: @MainActor () -> Value

  init(_ read: @escaping @MainActor () -> Value) {
    self.read = read
    track()
  }

  private func track() {
    _ = withObservationTracking(read) { [weak self] in
      MainActor.assumeIsolated {
        self?.changes += 1
        self?.track()
      }
    }
  }
}
