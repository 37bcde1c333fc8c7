/// Runs a child feature's reducer on a part of the parent's state, for the parent's actions
/// that carry the child's: how a feature is composed from smaller ones.
///
/// The child's effects come back as the parent's actions; every other action leaves the
/// child's state alone.
///
/// ```swift
/// Scope(state: \.history, action: Action.historyPath) { History() }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  private let state: WritableKeyPath<ParentState, Child.State>
  private let action: CasePath<ParentAction, Child.Action>
  private let child: Child

  /// Creates a scope running `child` on `state` for the actions in `action`.
  ///
  /// - Parameters:
  ///   - state: The child's state in the parent's.
  ///   - action: The parent's case that carries the child's actions.
  ///   - child: The child's reducer.
  public init(
    state: WritableKeyPath<ParentState, Child.State>,
    action: CasePath<ParentAction, Child.Action>,
    child: () -> Child
  ) {
    self.state = state
    self.action = action
    self.child = child()
  }

  /// Runs the child on its state when `action` is one of its actions.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The child's effects, as the parent's.
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.action.extract(action) else { return .none }
    return child.reduce(into: &state[keyPath: self.state], action: childAction)
      .map(self.action.embed)
  }
}
