import Tracing

/// Returns `text` as a double-quoted literal of the scenario language, escaping what a reader
/// could not see, and shortened when long.
///
/// - Parameter text: The text to quote.
/// - Returns: The quoted text, such as `"1,2\r\n"`.
public func quoted(_ text: String) -> String {
  TraceQuoting.quoted(text, limit: Preview.limit)
}
