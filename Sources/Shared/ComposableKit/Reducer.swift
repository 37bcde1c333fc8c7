/// A feature's logic: how an action changes its state, and which effects it asks to run.
///
/// As in the Composable Architecture, a reducer is a value with no stored state of its own; it
/// mutates the state it is given and returns the effects as a description, which the
/// ``Store`` runs. It never performs an effect itself, so it is tested by calling it on values.
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     state.count += 1
///     return .none
///   }
/// }
/// ```
@MainActor
public protocol Reducer<State, Action> {
  /// The feature's state: everything its views show and its logic remembers.
  associatedtype State

  /// What can happen to the feature: named for what the user or an effect did.
  associatedtype Action

  /// Changes `state` for `action` and returns the effects to run.
  ///
  /// - Parameters:
  ///   - state: The state to change.
  ///   - action: What happened.
  /// - Returns: The effects to run, `.none` for none.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}
