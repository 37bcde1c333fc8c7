public import CalculatorUI
import Tracing

/// The store: holds the state and changes it only by running the reducer on the actions it is
/// sent.
@MainActor
public final class Store {
  /// The current state.
  public private(set) var state = State()

  /// The view the reducer shows results in.
  public weak var view: CalculatorView?

  /// Creates a store holding the empty screen's state.
  public init() {}

  /// Runs the reducer on `action`.
  ///
  /// - Parameter action: What the user did.
  public func send(_ action: Action) {
    @Received(by: self, action) var message = #function
    Reducer.reduce(into: &state, action: action, view: view)
  }
}
