import Tracing

extension Signal {
  /// Returns a signal that sends the latest values of `first` and `second` as a pair, whenever
  /// either sends, once both have sent at least once.
  ///
  /// ```swift
  /// let sums = Signal.combineLatest(tokenText, inputText).map { token, input in
  ///   Calculator.sum(of: input, token: token)
  /// }
  /// ```
  ///
  /// The sources retain the returned signal, so it lives as long as either of them.
  ///
  /// - Parameters:
  ///   - first: The signal whose values come first in each pair.
  ///   - second: The signal whose values come second in each pair.
  /// - Returns: The signal of pairs.
  public static func combineLatest<First, Second>(
    _ first: Signal<First>, _ second: Signal<Second>
  ) -> Signal<(First, Second)> where Value == (First, Second) {
    let combined = Signal<(First, Second)>()
    var latestFirst: First?
    var latestSecond: Second?
    first.observe(as: TraceRole("combineLatest")) { value in
      latestFirst = value
      if let latestSecond { combined.send((value, latestSecond)) }
    }
    second.observe(as: TraceRole("combineLatest")) { value in
      latestSecond = value
      if let latestFirst { combined.send((latestFirst, value)) }
    }
    return combined
  }
}
