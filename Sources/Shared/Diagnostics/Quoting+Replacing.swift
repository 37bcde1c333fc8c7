extension Quoting {
  /// Returns `text` with every character that `replacements` maps written as its replacement:
  /// the one loop behind the escapes each kind of place needs besides (a Markdown table's `|`,
  /// a Mermaid message's `;`).
  ///
  /// ```swift
  /// Quoting.replacing(in: "a|b<c", ["|": "\\|", "<": "&lt;"])  // a\|b&lt;c
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text to escape.
  ///   - replacements: What to write for each character that needs escaping.
  /// - Returns: The escaped text.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func replacing(in text: String, _ replacements: [Character: String]) -> String {
    var result = ""
    for character in text {
      if let replacement = replacements[character] {
        result += replacement
      } else {
        result.append(character)
      }
    }
    return result
  }
}
