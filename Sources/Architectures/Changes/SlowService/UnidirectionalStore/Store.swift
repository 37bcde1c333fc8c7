public import CalculatorModel
import Scheduling
import Tracing

/// The store of the unidirectional data flow: holds the state, changes it only by running the
/// reducer on the actions it is sent, tells its subscribers each new state, and runs the
/// effects the reducer returns with the dependency it holds, the slow service.
///
/// Data goes one way round: the view sends an ``Action``, ``Reducer`` makes the next ``State``
/// and an ``Effect``, the subscribers render the state, and the effect's answer comes back as
/// an action. The store keeps the one request in flight and cancels it when the next effect
/// asks for a sum, as TCA's `cancellable(id:cancelInFlight: true)` does, so a stale answer is
/// never sent. It knows no kit type and no view; the view subscribes with a closure, which the
/// store retains, so the view captures itself weakly.
@MainActor
public final class Store {
  /// The current state.
  public private(set) var state: State

  private let sumService: SumService
  private var request: (any Cancellable)?
  private var subscribers: [(State) -> Void] = []

  /// Creates a store holding `initialState`, running effects with `sumService`.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - sumService: The slow service that answers sums.
  public init(initialState: State = State(), sumService: SumService) {
    state = initialState
    self.sumService = sumService
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// Runs the reducer on `action`, calls every subscriber with the new state, as Redux calls its
  /// listeners after every dispatch, then runs the effect the reducer returned.
  ///
  /// - Parameter action: What happened.
  public func send(_ action: Action) {
    @Received(by: self, action) var message = #function
    let effect = Reducer.reduce(into: &state, action: action)
    for subscriber in subscribers {
      subscriber(state)
    }
    run(effect)
  }

  private func run(_ effect: Effect) {
    switch effect {
    case .none:
      return
    case .requestSum(let input, let token):
      request?.cancel()
      request = sumService.sum(of: input, token: token) { [weak self] sum in
        self?.request = nil
        self?.send(.sumResponse(sum))
      }
    }
  }

  /// Calls `subscriber` with the current state now and with every new state from then on.
  ///
  /// - Parameter subscriber: The closure to call; the store retains it.
  public func subscribe(_ subscriber: @escaping (State) -> Void) {
    @Received(by: self) var message = #function
    subscriber(state)
    subscribers.append(subscriber)
  }

  /// Calls `subscriber` with `owner` and the current state now and with every new state from
  /// then on, for as long as `owner` is alive; the store holds `owner` weakly.
  ///
  /// - Parameters:
  ///   - owner: The object the subscription belongs to, usually the view.
  ///   - subscriber: The closure to call with the owner and the state.
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
