/// Returns `text` as a double-quoted literal of the scenario language, escaping what a reader
/// could not see, and shortened when long.
///
/// - Parameter text: The text to quote.
/// - Returns: The quoted text, e.g. `"1,2\r\n"`.
public func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in Preview.of(text).unicodeScalars {
    switch scalar {
    case "\\": result += "\\\\"
    case "\"": result += "\\\""
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case "\0": result += "\\0"
    default:
      if scalar.properties.generalCategory == .control
        || scalar.properties.generalCategory == .format
        || (scalar.properties.generalCategory == .nonspacingMark && result.hasSuffix("\""))
      {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
  }
  return result + "\""
}
