import Persistence
import Testing

/// The in-memory store behaves as `UserDefaults` does for strings: what is set is read back,
/// `nil` removes it, and keys are apart.
@MainActor
struct InMemoryKeyValueStoreTests {
  @Test func readsBackWhatWasSetUnderItsKeyOnly() {
    let store = InMemoryKeyValueStore()
    store.set(",", forKey: "token")
    #expect(store.string(forKey: "token") == ",")
    #expect(store.string(forKey: "input") == nil)
  }

  @Test func settingNilRemovesTheValue() {
    let store = InMemoryKeyValueStore(["token": ";"])
    store.set(nil, forKey: "token")
    #expect(store.string(forKey: "token") == nil)
  }

  @Test func startsWithTheValuesItIsGiven() {
    let store: any KeyValueStore = InMemoryKeyValueStore(["token": ";", "input": "1;2"])
    #expect(store.string(forKey: "token") == ";")
    #expect(store.string(forKey: "input") == "1;2")
  }
}
