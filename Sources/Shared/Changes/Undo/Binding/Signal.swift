import Tracing

/// A stream of values over time that observers can watch but not feed: the read-only end of a
/// ``Relay``.
///
/// A signal holds no current value. It calls its observers synchronously, in the order they
/// started observing, with every value sent after they started; a value sent before an observer
/// started is not replayed to it. Operators such as ``map(_:)`` and
/// ``combineLatest(_:_:)`` derive new signals, so a view model can describe its outputs as a
/// function of its inputs:
///
/// ```swift
/// let input = Relay<String>()
/// let length = input.signal.map(\.count)
/// length.observe { print($0) }
/// input.emit("abc")  // prints 3
/// ```
///
/// A signal keeps the signals derived from it alive (through the observers they register), and
/// never the other way round, so a chain lives as long as its source does and no cycle forms.
@MainActor
public final class Signal<Value> {
  private var observers: [(Value) -> Void] = []
  // Kept apart from `observers`: a generic tuple type would cost a metadata lookup per send.
  private var observerRoles: [TraceRole] = []

  /// Creates a signal with no observers; only this module sends through it.
  init() {}

  /// Calls `observer` with every value the signal sends from now on.
  ///
  /// The signal retains `observer`: capture its owner weakly.
  ///
  /// - Parameter observer: The closure to call with each value.
  public func observe(_ observer: @escaping (Value) -> Void) {
    observe(as: TraceRole("observer"), observer)
  }

  /// Calls `observer` with `owner` and every value the signal sends from now on, for as long as
  /// `owner` is alive, holding `owner` weakly.
  ///
  /// - Parameters:
  ///   - owner: The object the observer works on; not retained.
  ///   - observer: The closure to call, given the owner and the value.
  public func observe<Owner: AnyObject>(
    with owner: Owner, _ observer: @escaping (Owner, Value) -> Void
  ) {
    observe(as: TraceRole(Owner.self)) { [weak owner] value in
      guard let owner else { return }
      observer(owner, value)
    }
  }

  /// Registers `observer` as `role`, the role it plays in traces.
  func observe(as role: TraceRole, _ observer: @escaping (Value) -> Void) {
    observers.append(observer)
    observerRoles.append(role)
  }

  /// Calls every observer with `value`, in the order they started observing.
  func send(_ value: Value) {
    guard Trace.isEnabled else {
      for observer in observers { observer(value) }
      return
    }
    for (role, observer) in zip(observerRoles, observers) {
      Trace.call(role: role.name, "onNext", argument: Trace.describe(value)) { observer(value) }
    }
  }
}
