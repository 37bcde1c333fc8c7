import Tracing

/// The writable end of a ``Signal``: what a view emits the user's events into.
///
/// A relay is how events enter a chain of signals. Whoever creates it keeps it, emits into it,
/// and hands out only its read-only ``signal``, so the direction of the data flow stays visible
/// in the types:
///
/// ```swift
/// let tokenText = Relay<String>()
/// let input = ViewModel.Input(tokenText: tokenText.signal, ...)
/// tokenText.emit(",")  // every observer of `input.tokenText` sees ","
/// ```
@MainActor
public final class Relay<Value> {
  /// The read-only stream of the values emitted into this relay.
  public let signal = Signal<Value>()

  /// Creates a relay whose signal has no observers.
  public init() {}

  /// Sends `value` to every observer of ``signal``, synchronously.
  ///
  /// - Parameter value: The value to send.
  public func emit(_ value: Value) {
    guard Trace.isEnabled else { return signal.send(value) }
    Trace.call(self, "emit", value) { $0.signal.send(value) }
  }
}
