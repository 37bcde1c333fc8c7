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

  /// Creates a signal with no observers; only this module sends through it.
  init() {}

  /// Calls `observer` with every value the signal sends from now on.
  ///
  /// The signal retains `observer`: capture its owner weakly.
  ///
  /// - Parameter observer: The closure to call with each value.
  public func observe(_ observer: @escaping (Value) -> Void) {
    observers.append(observer)
  }

  /// Calls every observer with `value`, in the order they started observing.
  func send(_ value: Value) {
    for observer in observers { observer(value) }
  }
}
