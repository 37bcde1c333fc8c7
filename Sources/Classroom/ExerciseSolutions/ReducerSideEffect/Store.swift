import Tracing

/// The store: holds the state, changes it only by running the reducer on the actions it is
/// sent, and tells its subscribers each new state.
@MainActor
public final class Store {
  /// The current state.
  public private(set) var state = State()

  private var subscribers: [(State) -> Void] = []

  /// Creates a store holding the empty screen's state.
  public init() {}

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

  /// Calls `subscriber` with the current state now, and with the new state after every change.
  ///
  /// The store retains `subscriber`: capture its owner weakly.
  ///
  /// - Parameter subscriber: The closure to call.
  public func subscribe(_ subscriber: @escaping (State) -> Void) {
    @Received(by: self) var message = #function
    subscriber(state)
    subscribers.append(subscriber)
  }
}
