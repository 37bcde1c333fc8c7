import Binding
import Testing

@MainActor
struct ObservableTests {
  @Test func bindCallsTheListenerNowAndOnEveryChange() {
    let observable = Observable(1)
    var seen: [Int] = []
    observable.bind { seen.append($0) }
    observable.value = 2
    observable.value = 2
    #expect(seen == [1, 2, 2])
  }

  @Test func everyListenerIsCalledInBindingOrder() {
    let observable = Observable("a")
    var seen: [String] = []
    observable.bind { seen.append("first \($0)") }
    observable.bind { seen.append("second \($0)") }
    observable.value = "b"
    #expect(seen == ["first a", "second a", "first b", "second b"])
  }
}
