/// What an effect sends its actions back through: the store that runs it, on the main actor.
///
/// ```swift
/// .run { send in await send(.loaded(items)) }
/// ```
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a sender that hands each action to `send`.
  ///
  /// - Parameter send: Where the actions go.
  public init(_ send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action` to the store.
  ///
  /// - Parameter action: The action.
  @MainActor
  public func callAsFunction(_ action: Action) {
    send(action)
  }
}
