/// A value that tells its listeners when it changes: the tutorial's closure-based binding
/// primitive, standing in for KVO, which Linux does not have.
///
/// ```swift
/// let resultText = Observable("0")
/// resultText.bind { label.text = $0 }   // called now with "0", then on every change
/// resultText.value = "3"                // label.text == "3"
/// ```
///
/// Unlike the tutorial's version, which keeps one listener, any number of listeners can bind.
/// Every assignment notifies, even of an equal value, as the tutorial's `didSet` does.
@MainActor
public final class Observable<Value> {
  private var listeners: [(Value) -> Void] = []

  /// The current value; assigning it calls every listener with the new value.
  public var value: Value {
    didSet {
      for listener in listeners { listener(value) }
    }
  }

  /// Creates an observable holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    self.value = value
  }

  /// Calls `listener` with the current value now, and with the new value after every change.
  ///
  /// The observable retains `listener`: capture its owner weakly.
  ///
  /// - Parameter listener: The closure to call.
  public func bind(_ listener: @escaping (Value) -> Void) {
    listener(value)
    listeners.append(listener)
  }
}
