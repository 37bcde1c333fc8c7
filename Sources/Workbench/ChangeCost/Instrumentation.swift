/// The lines an architecture holds only for the workbench, counted apart from its code.
///
/// An architecture writes one kind: the first line of every member another role calls,
/// `@Received(by: self, …) var message = #function` (Tracing's property wrapper), and the
/// `import Tracing` that makes it visible. Nothing else in `Sources/Architectures` calls the
/// tracer; a shared layer's `Trace.call { … }` wraps the work itself, so it is code.
///
/// ```swift
/// Instrumentation.isInstrumentation("    @Received(by: self, input) var message = #function")
/// // true
/// ```
enum Instrumentation {
  /// Whether the code line `line` exists only for the workbench.
  ///
  /// - Parameter line: A line's text, as written.
  /// - Returns: Whether it is a `@Received` line or an import of `Tracing`.
  static func isInstrumentation(_ line: String) -> Bool {
    let code = line.drop { $0 == " " || $0 == "\t" }
    if code.hasPrefix("@Received(") || code.hasPrefix("@Received ") { return true }
    let words = code.split(separator: " ")
    return words.count >= 2 && words[words.count - 2] == "import" && words.last == "Tracing"
  }
}
