import Tracing

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
  // Kept apart from `listeners`: a generic tuple type would cost a metadata lookup per change.
  private var listenerRoles: [TraceRole] = []
  private var storage: Value

  /// The current value; assigning it calls every listener with the new value.
  public var value: Value {
    get { storage }
    set {
      guard Trace.isEnabled else {
        storage = newValue
        for listener in listeners { listener(newValue) }
        return
      }
      Trace.call(self, "value", newValue) { observable in
        observable.storage = newValue
        for (owner, listener) in zip(observable.listenerRoles, observable.listeners) {
          Trace.call(role: owner.name, "valueChanged", argument: Trace.describe(newValue)) {
            listener(newValue)
          }
        }
      }
    }
  }

  /// Creates an observable holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(_ value: Value) {
    storage = value
  }

  /// Calls `listener` with the current value now, and with the new value after every change.
  ///
  /// The observable retains `listener`: capture its owner weakly.
  ///
  /// - Parameter listener: The closure to call.
  public func bind(_ listener: @escaping (Value) -> Void) {
    listener(value)
    listeners.append(listener)
    listenerRoles.append(TraceRole("listener"))
  }

  /// Calls `listener` with `owner` and the current value now, and after every change, for as
  /// long as `owner` is alive, holding `owner` weakly (RxSwift's `bind(with:)`).
  ///
  /// ```swift
  /// viewModel.resultText.bind(with: self) { owner, text in owner.label.text = text }
  /// ```
  ///
  /// - Parameters:
  ///   - owner: The object the listener works on; not retained.
  ///   - listener: The closure to call, given the owner and the value.
  public func bind<Owner: AnyObject>(
    with owner: Owner, _ listener: @escaping (Owner, Value) -> Void
  ) {
    listener(owner, value)
    listeners.append { [weak owner] value in
      guard let owner else { return }
      listener(owner, value)
    }
    listenerRoles.append(TraceRole(Owner.self))
  }
}
