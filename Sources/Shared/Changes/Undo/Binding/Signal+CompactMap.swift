import Tracing

extension Signal {
  /// Returns a signal that sends `transform` of every value this signal sends, leaving out those
  /// it turns into `nil`.
  ///
  /// ```swift
  /// let numbers = inputText.compactMap { Int($0) }
  /// ```
  ///
  /// This signal retains the returned one, so keeping the source alive keeps the chain alive.
  ///
  /// - Parameter transform: The function applied to each value, when it is sent.
  /// - Returns: The signal of the transformed values that are not `nil`.
  public func compactMap<Transformed>(
    _ transform: @escaping (Value) -> Transformed?
  ) -> Signal<Transformed> {
    let mapped = Signal<Transformed>()
    observe(as: TraceRole("compactMap")) { value in
      if let transformed = transform(value) { mapped.send(transformed) }
    }
    return mapped
  }
}
