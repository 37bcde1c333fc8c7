import ComposableKit

/// A counter feature for the kit's tests: a count, a title, an effect that sends twice and one
/// that loads.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var title = ""
  }

  enum Action: Equatable {
    case incrementButtonTapped
    case titleChanged(String)
    case twiceButtonTapped
    case loadButtonTapped
    case loaded(Int)
    case neverEndingButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.count += 1
      return .none
    case .titleChanged(let title):
      state.title = title
      return .none
    case .twiceButtonTapped:
      return .merge(.send(.incrementButtonTapped), .send(.incrementButtonTapped))
    case .loadButtonTapped:
      return .run { send in await send(.loaded(42)) }
    case .loaded(let count):
      state.count = count
      return .none
    case .neverEndingButtonTapped:
      return .run { _ in
        let (stream, _) = AsyncStream<Int>.makeStream()
        for await _ in stream {}
      }
    }
  }
}

/// A parent feature scoping to a counter.
struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var scopedActions = 0
  }

  enum Action: Equatable {
    case counter(Counter.Action)
  }

  private static let counter = CasePath(Action.counter) { action -> Counter.Action? in
    guard case .counter(let counter) = action else { return nil }
    return counter
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    CombineReducers {
      Scope(state: \State.counter, action: Self.counter) { Counter() }
      Reduce<State, Action> { state, _ in
        state.scopedActions += 1
        return .none
      }
    }
    .reduce(into: &state, action: action)
  }
}
