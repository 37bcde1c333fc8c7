extension Quoting {
  /// Returns a JSON document with every invisible scalar above ASCII (``isInvisible(_:after:)``:
  /// C1 controls, bidirectional controls, zero-width and other format characters, private-use
  /// scalars, …) written as a `\u` escape, which JSON reads as the same scalar.
  ///
  /// A JSON encoder escapes only the C0 controls, so a name or a text from a scenario would
  /// otherwise reach a terminal or a log viewer raw. Such scalars can only stand inside JSON
  /// strings, where an escape means the same; the document's own line breaks and indentation
  /// are ASCII and kept.
  ///
  /// ```swift
  /// Quoting.json("{\"a\": \"x\u{202E}y\"}")  // {"a": "x\u202Ey"}
  /// ```
  ///
  /// - Parameter document: A JSON document.
  /// - Returns: The same document, its invisible scalars escaped.
  /// - Complexity: O(*n*) in the length of `document`.
  public static func json(_ document: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(document.unicodeScalars.count)
    var previous: Unicode.Scalar?
    for scalar in document.unicodeScalars {
      defer { previous = scalar }
      guard scalar.value >= 0x7F, isInvisible(scalar, after: previous) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      if scalar.value > 0xFFFF {
        let value = scalar.value - 0x1_0000
        result += utf16Escape(0xD800 + (value >> 10)) + utf16Escape(0xDC00 + (value & 0x3FF))
      } else {
        result += utf16Escape(scalar.value)
      }
    }
    return result
  }

  /// `\uXXXX` for one UTF-16 code unit.
  private static func utf16Escape(_ unit: UInt32) -> String {
    let hex = String(unit, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
