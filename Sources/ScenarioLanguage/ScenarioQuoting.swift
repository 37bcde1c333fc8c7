/// Shows pieces of a scenario file inside error messages: quoted, shortened, and with invisible
/// scalars spelled as escapes, so that a message never hides what it talks about.
enum ScenarioQuoting {
  /// The longest text, in Unicode scalars, that a message repeats before cutting it short.
  static let maximumShownScalars = 32

  /// Returns `text` between single quotes, with invisible scalars written as `\u{…}` and the end
  /// of a long text replaced by `…`.
  ///
  /// - Complexity: O(1): at most ``maximumShownScalars`` scalars are looked at.
  static func quoted(_ text: Substring) -> String {
    "'" + shown(text) + "'"
  }

  /// Returns `text` with invisible scalars written as `\u{…}` and the end of a long text
  /// replaced by `…`.
  static func shown(_ text: Substring) -> String {
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == maximumShownScalars {
        shown += "…"
        break
      }
      shown += spelled(scalar)
      count += 1
    }
    return shown
  }

  /// Returns `text` between single quotes, like ``quoted(_:)-(Substring)``.
  static func quoted(_ text: String) -> String {
    quoted(text[...])
  }

  /// Returns the scalar as it reads in a message: itself, or `\u{…}` when it would not show.
  static func spelled(_ scalar: Unicode.Scalar) -> String {
    isVisible(scalar) ? String(scalar) : "\\u{" + hex(scalar.value) + "}"
  }

  /// Returns the `U+XXXX` name of a scalar value, with at least four hex digits.
  static func codePoint(_ value: UInt32) -> String {
    let digits = hex(value)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func hex(_ value: UInt32) -> String {
    String(value, radix: 16, uppercase: true)
  }

  private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return true }
    if scalar.properties.isWhitespace { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse,
      .unassigned, .nonspacingMark, .enclosingMark:
      return false
    default:
      return true
    }
  }
}
