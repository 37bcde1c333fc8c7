/// Several reducers of one state and action run in order, their effects merged: a feature's
/// body of scoped children and its own logic.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   CombineReducers {
///     Scope(state: \.history, action: Action.historyPath) { History() }
///     Reduce { state, action in … }
///   }
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  private let reducers: Reducers

  /// Creates the combination of the reducers `build` lists.
  ///
  /// - Parameter build: The reducers, in the order they run.
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  /// Runs each reducer in order.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What happened.
  /// - Returns: Their effects, merged.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

/// Lists the reducers of a ``CombineReducers``.
@MainActor
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// The first reducer.
  public static func buildPartialBlock<First: Reducer<State, Action>>(first: First) -> First {
    first
  }

  /// The reducers so far, then `next`.
  public static func buildPartialBlock<
    Accumulated: Reducer<State, Action>, Next: Reducer<State, Action>
  >(accumulated: Accumulated, next: Next) -> ReducerSequence<Accumulated, Next> {
    ReducerSequence(first: accumulated, second: next)
  }
}

/// Two reducers run one after the other, as a ``ReducerBuilder`` lists them.
public struct ReducerSequence<First: Reducer, Second: Reducer<First.State, First.Action>>: Reducer {
  let first: First
  let second: Second

  /// Runs the first reducer, then the second.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What happened.
  /// - Returns: Both reducers' effects, merged.
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    let firstEffect = first.reduce(into: &state, action: action)
    return .merge(firstEffect, second.reduce(into: &state, action: action))
  }
}
