import Foundation

/// Formats numbers and identifiers for HTML and SVG; `Quoting.markup` escapes their text.
package enum HTMLText {
  /// The widest drawing, in CSS pixels, that still shrinks with the page on a phone; a wider one
  /// keeps a legible width there and scrolls inside its figure.
  package static let shrinkableWidth = 600.0

  /// The opening tag of an inline SVG drawing of `width` × `height`, labelled by its title and
  /// description (`<id>-title`, `<id>-desc`), marked `wide` when it is wider than
  /// ``shrinkableWidth``.
  ///
  /// - Parameters:
  ///   - id: The drawing's identifier, the prefix of its title's and description's.
  ///   - width: Its width in CSS pixels.
  ///   - height: Its height in CSS pixels.
  /// - Returns: The `<svg …>` tag.
  package static func svgOpeningTag(id: String, width: Double, height: Double) -> String {
    "<svg role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" "
      + (width > shrinkableWidth ? "class=\"wide\" " : "")
      + "viewBox=\"0 0 \(number(width)) \(number(height))\" "
      + "width=\"\(number(width))\" height=\"\(number(height))\">"
  }

  /// A generous estimate of the width `text` takes in the page's sans-serif font at
  /// `fontSize` pixels: 0.62 em a character, wider than the average letter of the common
  /// sans-serif faces, so that a box or a gap sized by it holds the text.
  ///
  /// - Parameters:
  ///   - text: The text, as drawn.
  ///   - fontSize: The font size in CSS pixels.
  /// - Returns: The width in CSS pixels.
  package static func estimatedWidth(of text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.62
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
