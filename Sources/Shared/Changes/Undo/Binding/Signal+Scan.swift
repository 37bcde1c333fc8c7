import Tracing

extension Signal {
  /// Returns a signal that folds every value into a state it keeps to itself and sends what
  /// each step returns.
  ///
  /// The state never leaves the closure, so the step can edit it in place: a string kept this way
  /// is never shared with an observer, and growing it never copies it.
  ///
  /// ```swift
  /// let lengths = edits.scan(into: "") { text, edit in
  ///   edit.apply(to: &text)
  ///   return text.count
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initial: The state before the first value.
  ///   - step: Updates the state with a value and returns what to send.
  /// - Returns: The signal of what each step returned.
  public func scan<State, Result>(
    into initial: State, _ step: @escaping (inout State, Value) -> Result
  ) -> Signal<Result> {
    let scanned = Signal<Result>()
    var state = initial
    observe(as: TraceRole("scan")) { value in scanned.send(step(&state, value)) }
    return scanned
  }
}
