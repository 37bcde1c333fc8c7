import Tracing

/// The store of the unidirectional data flow: holds the state, changes it only by running the
/// reducer on the actions it is sent, and tells its subscribers each new state.
///
/// The store knows no kit type and no view; the view subscribes with a closure, which the store
/// retains, so the view captures itself weakly.
@MainActor
public final class Store {
  /// The current state.
  public private(set) var state: State

  private var subscribers: [(State) -> Void] = []

  /// Creates a store holding `initialState`.
  ///
  /// - Parameter initialState: The state before any action.
  public init(initialState: State = State()) {
    state = initialState
  }

  /// Runs the reducer on `action`, then calls every subscriber with the new state.
  ///
  /// - Parameter action: What the user did.
  public func send(_ action: Action) {
    @Received(by: self, action) var message = #function
    Reducer.reduce(into: &state, action: action)
    for subscriber in subscribers {
      subscriber(state)
    }
  }

  /// Calls `subscriber` with `owner` and the current state now, and after every change, for as
  /// long as `owner` is alive, holding `owner` weakly.
  ///
  /// - Parameters:
  ///   - owner: The object the subscriber renders into; not retained.
  ///   - subscriber: The closure to call, given the owner and the state.
  public func subscribe<Owner: AnyObject>(
    with owner: Owner, _ subscriber: @escaping (Owner, State) -> Void
  ) {
    @Received(by: self) var message = #function
    subscriber(owner, state)
    subscribers.append { [weak owner] state in
      guard let owner else { return }
      subscriber(owner, state)
    }
  }
}
