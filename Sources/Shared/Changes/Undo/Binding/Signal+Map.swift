import Tracing

extension Signal {
  /// Returns a signal that sends `transform` of every value this signal sends.
  ///
  /// ```swift
  /// let sums = inputText.map { Calculator.sum(of: $0, token: ",") }
  /// ```
  ///
  /// This signal retains the returned one, so keeping the source alive keeps the chain alive.
  ///
  /// - Parameter transform: The function applied to each value, when it is sent.
  /// - Returns: The signal of transformed values.
  public func map<Transformed>(
    _ transform: @escaping (Value) -> Transformed
  ) -> Signal<Transformed> {
    let mapped = Signal<Transformed>()
    observe(as: TraceRole("map")) { value in mapped.send(transform(value)) }
    return mapped
  }
}
