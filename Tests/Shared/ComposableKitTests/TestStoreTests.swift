import ComposableKit
import ComposableTesting
import Testing

/// The test store is exhaustive: it passes when every change and every received action is
/// asserted and every effect has ended, and fails (a known issue here) when one is not.
@MainActor
struct TestStoreTests {
  @Test func passesWhenEveryChangeIsAsserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.titleChanged("a")) { $0.title = "a" }
    await store.finish()
    #expect(store.state == Counter.State(count: 1, title: "a"))
  }

  @Test func receivesTheActionsAnEffectSends() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.loadButtonTapped)
    await store.receive(.loaded(42)) { $0.count = 42 }
    await store.finish()
  }

  @Test func failsOnAStateChangeNobodyAsserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("The state changed, but no change") }
    }
    await store.finish()
  }

  @Test func failsOnAChangeOtherThanTheOneAsserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 2 }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("does not match") && $0.rawValue.contains("− count: 2")
          && $0.rawValue.contains("+ count: 1")
      }
    }
    await store.finish()
  }

  @Test func failsOnAnEffectStillRunningAtTheEnd() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.turns = 10
    await store.send(.neverEndingButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("still running") }
    }
  }

  @Test func failsOnAnActionReceivedAndNotAsserted() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.twiceButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("2 action(s) received and not asserted") }
    }
  }

  @Test func failsOnAnActionReceivedOtherThanTheOneExpected() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.loadButtonTapped)
    await withKnownIssue {
      await store.receive(.loaded(7)) { $0.count = 42 }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("expected loaded(7)") }
    }
    await store.finish()
  }
}
