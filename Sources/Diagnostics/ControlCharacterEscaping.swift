/// Returns `text` with its control characters written as visible escapes, for printing text
/// that comes from files (file names, paths, scenario descriptions) on a terminal or in
/// Markdown.
///
/// A file name or a description can hold an escape sequence that retitles or clears the
/// terminal, a line break that splits a table row, or a bidirectional control that makes a
/// line read in another order than it is. Each of these becomes `\u{…}`, as the scenario
/// language writes it: the C0 controls (U+0000–U+001F, tab and line feed included), DEL
/// (U+007F), the C1 controls (U+0080–U+009F), and the bidirectional controls (U+061C,
/// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Everything else, backslashes included, is
/// kept, so ordinary names print unchanged.
///
/// ```swift
/// escapingControlCharacters("a\u{1B}]0;owned\u{7}.scenario")  // a\u{1B}]0;owned\u{7}.scenario, visibly
/// escapingControlCharacters("sum.scenario")                   // sum.scenario
/// ```
///
/// - Parameter text: Text read from a file or a file system.
/// - Returns: The text, safe to print.
/// - Complexity: O(*n*) in the length of `text`.
public func escapingControlCharacters(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: isEscaped) else { return text }
  var result = ""
  result.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    if isEscaped(scalar) {
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// Whether ``escapingControlCharacters(_:)`` escapes `scalar`.
private func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
    true
  default:
    false
  }
}
