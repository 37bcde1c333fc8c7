import Foundation

/// Makes text from scenario files, sources and results safe inside HTML and SVG.
package enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, and control
  /// characters other than tab and line feed shown as `\u{…}`, which HTML does not allow raw.
  ///
  /// ```swift
  /// HTMLText.escape("<b>\u{1B}")  // "&lt;b&gt;\\u{1B}"
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, safe in element content and in quoted attribute values.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      default:
        let value = scalar.value
        let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
        let isNonCharacter = (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
        if isControl || isNonCharacter {
          result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A number for an SVG attribute: at most one decimal, no exponent.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let text = String(format: "%.1f", value)
    let trimmed = text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    return trimmed == "-0" ? "0" : trimmed
  }

  /// An `id` attribute value made from `text`: ASCII letters, digits and `-` only.
  package static func identifier(_ text: String) -> String {
    String(
      text.lowercased().unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "-"
      })
  }
}
