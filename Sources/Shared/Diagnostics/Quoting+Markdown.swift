extension Quoting {
  /// Returns `text` as it must appear inside Markdown.
  ///
  /// First ``terminal(_:)`` (every invisible scalar as `\u{…}`, so the Markdown is as safe to
  /// print as to render), then every character Markdown gives a meaning to that could start a
  /// link, an image, raw HTML, a code span or a table cell, written as a backslash escape or a
  /// character reference: `\`, `` ` ``, `[`, `]` and `|` escaped, `<`, `>` and `&` as `&lt;`,
  /// `&gt;` and `&amp;`. Emphasis (`*`, `_`) is left alone: it changes how a name looks, never
  /// what it does.
  ///
  /// A name from a scenario file, a folder or a saved run then renders as the characters it
  /// has, never as a link, an image or an element:
  ///
  /// ```swift
  /// Quoting.markdown("![t](https:evil.png) <svg onload=x>")
  /// // !\[t\](https:evil.png) &lt;svg onload=x&gt;
  /// ```
  ///
  /// - Parameter text: A value from a file, a file system or a saved run.
  /// - Returns: The text, safe in a Markdown paragraph, heading, list item or table cell.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func markdown(_ text: String) -> String {
    let visible = terminal(text)
    guard visible.utf8.contains(where: { markdownSpecials.contains($0) }) else { return visible }
    var result = ""
    result.reserveCapacity(visible.utf8.count + 8)
    for character in visible.unicodeScalars {
      switch character {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      case "\\", "`", "[", "]", "|":
        result += "\\"
        result.unicodeScalars.append(character)
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// The bytes ``markdown(_:)`` rewrites, all ASCII.
  private static let markdownSpecials: Set<UInt8> = Set("<>&\\`[]|".utf8)

  /// Returns `text` with ``terminal(_:)`` applied to each of its lines, its line feeds kept: the
  /// last pass over a whole report before it reaches a terminal, so that no value, whatever its
  /// source, writes a control character, a bidirectional override or an escape sequence.
  ///
  /// - Parameter text: A whole report, lines separated by line feeds.
  /// - Returns: The report, every line safe to print.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func terminalLines(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x0A }) else {
      return text
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { terminal(String($0)) }.joined(separator: "\n")
  }
}
