/// The lines an architecture holds only for the workbench, counted apart from its code.
///
/// An architecture writes one kind: the first line of every member another role calls,
/// `@Received(by: self, …) var message = #function` (Tracing's property wrapper), and the
/// `import Tracing` that makes it visible, when nothing else in the file uses the tracer. A
/// shared layer's `Trace.call { … }` or `TraceRole` wraps or names the work itself, so it is
/// code, and so is the import it needs.
///
/// ```swift
/// Instrumentation.flags(["import Tracing", "  @Received(by: self) var message = #function"])
/// // [true, true]
/// Instrumentation.flags(["import Tracing", "  Trace.call(self, \"tap\") { send() }"])
/// // [false, false]
/// ```
enum Instrumentation {
  /// Which of one file's code lines exist only for the workbench.
  ///
  /// - Parameter lines: The file's code lines, as written, in order.
  /// - Returns: For each line, whether it is instrumentation.
  static func flags(_ lines: [String]) -> [Bool] {
    let received = lines.map(isReceived)
    let usesTracer = zip(lines, received).contains { line, isReceived in
      !isReceived && !isTracingImport(line) && line.contains("Trace")
    }
    return zip(lines, received).map { line, isReceived in
      isReceived || (!usesTracer && isTracingImport(line))
    }
  }

  /// Whether `line` is a `@Received` line.
  static func isReceived(_ line: String) -> Bool {
    let code = line.drop { $0 == " " || $0 == "\t" }
    return code.hasPrefix("@Received(") || code.hasPrefix("@Received ")
  }

  /// Whether `line` imports `Tracing` (`import Tracing`, `public import Tracing`).
  static func isTracingImport(_ line: String) -> Bool {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    return words.count >= 2 && words[words.count - 2] == "import" && words.last == "Tracing"
  }

  /// Splits one file's code lines into code and instrumentation, each in order.
  ///
  /// - Parameter lines: The file's code lines.
  /// - Returns: The code lines and the instrumentation lines.
  static func split(_ lines: [String]) -> (code: [String], instrumentation: [String]) {
    var code: [String] = []
    var instrumentation: [String] = []
    for (line, flag) in zip(lines, flags(lines)) {
      if flag { instrumentation.append(line) } else { code.append(line) }
    }
    return (code, instrumentation)
  }
}
