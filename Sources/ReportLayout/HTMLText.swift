import Foundation

/// Formats numbers and identifiers for HTML and SVG; `Quoting.markup` escapes their text.
package enum HTMLText {
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
