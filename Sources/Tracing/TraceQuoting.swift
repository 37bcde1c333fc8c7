/// Writes strings as double-quoted literals of the scenario language, for traces and reports:
/// invisible characters escaped, long strings shortened.
public enum TraceQuoting {
  /// Returns `text` double-quoted, with `\\`, `\"`, `\n`, `\r`, `\t`, `\0` and other control
  /// or format characters escaped (`\u{…}`), as is a combining mark that would otherwise join
  /// the opening quote; beyond `limit` characters it is cut and marked with `…`.
  ///
  /// ```swift
  /// TraceQuoting.quoted("1,2\r\n")  // "\"1,2\\r\\n\""
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to quote.
  ///   - limit: The most characters shown whole.
  /// - Returns: The literal.
  /// - Complexity: O(`limit`), whatever the length of `text`.
  public static func quoted(_ text: String, limit: Int = 24) -> String {
    var shown = Substring(text)
    var suffix = ""
    if let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    {
      shown = text[..<end]
      suffix = "…"
    }
    var result = "\""
    for scalar in shown.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        let category = scalar.properties.generalCategory
        let joinsQuote =
          result.unicodeScalars.count == 1
          && (category == .nonspacingMark || category == .enclosingMark
            || category == .spacingMark)
        if category == .control || category == .format || joinsQuote {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\"" + suffix
  }
}
