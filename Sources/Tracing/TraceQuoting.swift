/// Writes strings for traces: double-quoted, with invisible characters escaped, shortened when
/// long.
enum TraceQuoting {
  /// The longest string shown whole, in characters.
  static let limit = 24

  static func quoted(_ text: String) -> String {
    // Looks at no more than `limit + 1` characters, so that quoting a megabyte costs nothing.
    var shown = text
    var suffix = ""
    if let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    {
      shown = String(text[..<end])
      suffix = "…(\(text.utf8.count) bytes)"
    }
    var result = "\""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\"" + suffix
  }
}
