import Tracing

extension Signal {
  /// Returns a signal that sends every value that `first` or `second` sends, as they send it.
  ///
  /// ```swift
  /// let changes = Signal.merge(tokenChanges, inputChanges)
  /// ```
  ///
  /// - Parameters:
  ///   - first: A signal.
  ///   - second: Another signal of the same values.
  /// - Returns: The merged signal.
  public static func merge(_ first: Signal<Value>, _ second: Signal<Value>) -> Signal<Value> {
    let merged = Signal<Value>()
    first.observe(as: TraceRole("merge")) { merged.send($0) }
    second.observe(as: TraceRole("merge")) { merged.send($0) }
    return merged
  }
}
