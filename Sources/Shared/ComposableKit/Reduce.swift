/// A reducer made from a closure: a feature's own logic beside the children it scopes to.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.history, action: Action.historyCase) { History() }
///   Reduce { state, action in … }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  private let reduce: @MainActor (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `reduce`.
  ///
  /// - Parameter reduce: Changes the state for an action and returns the effects.
  public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Runs the closure.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What happened.
  /// - Returns: The closure's effects.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
