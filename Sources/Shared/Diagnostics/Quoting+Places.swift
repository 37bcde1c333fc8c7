extension Quoting {
  /// How many scalars a character of ``literal(_:limit:)`` may take on average before the
  /// literal is cut early: it bounds the work on a text of one huge character.
  public static let literalScalarsPerCharacter = 8

  /// Returns `text` as a double-quoted literal of the scenario language, for traces, reports and
  /// expectation failures: `\`, `"`, line feed, carriage return, tab and NUL written as `\\`,
  /// `\"`, `\n`, `\r`, `\t` and `\0`, every other invisible scalar (``isInvisible(_:after:)``)
  /// as `\u{…}`; beyond `limit` characters it is cut and marked with `…` after the quote.
  ///
  /// ```swift
  /// Quoting.literal("1,2\r\n")          // "1,2\r\n", with its quotes and backslashes
  /// Quoting.literal("\u{301}5")         // "\u{301}5": the mark would join the quote
  /// Quoting.literal("123456", limit: 3)  // "123"…
  /// ```
  ///
  /// The scenario parser reads the literal of a text that was not cut as that text.
  ///
  /// - Parameters:
  ///   - text: The value to quote.
  ///   - limit: The most characters shown whole.
  /// - Returns: The literal.
  /// - Complexity: O(`limit`), whatever the length of `text`: no more than
  ///   ``literalScalarsPerCharacter`` × `limit` scalars are looked at, so even one character
  ///   of a million combining marks costs no more.
  public static func literal(_ text: String, limit: Int = 40) -> String {
    var shown = Substring(text)
    var suffix = ""
    let scalars = text.unicodeScalars
    if limit < Int.max / literalScalarsPerCharacter,
      let budget = scalars.index(
        scalars.startIndex, offsetBy: max(limit, 1) * literalScalarsPerCharacter,
        limitedBy: scalars.endIndex),
      budget < scalars.endIndex
    {
      // Longer than the budget: cut inside a copy of the budget, and drop its last character,
      // which the budget may have cut in the middle.
      let head = Substring(String(scalars[..<budget]))
      shown = head.prefix(min(limit, head.count - 1))
      suffix = "…"
    } else if let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    {
      shown = text[..<end]
      suffix = "…"
    }
    var result = "\""
    write(shown.unicodeScalars, to: &result) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\"": "\\\""
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case "\0": "\\0"
      default: nil
      }
    }
    return result + "\"" + suffix
  }

  /// Returns a piece of a scenario file as a diagnostic shows it: between single quotes (unless
  /// `quoted` is `false`, for a piece that brings its own, such as a string literal), with
  /// invisible scalars (``isInvisible(_:after:)``) written as `\u{…}`, and cut with `…` after
  /// ``excerptLimit`` scalars.
  ///
  /// ```swift
  /// Quoting.excerpt("in\u{200B}put")                    // 'in\u{200B}put'
  /// Quoting.excerpt("\"abc\"", quoted: false)           // "abc"
  /// Quoting.excerpt(String(repeating: "x", count: 40))  // the first 32 x, then …, quoted
  /// ```
  ///
  /// - Parameters:
  ///   - text: The piece of the file, as its scalars are.
  ///   - quoted: Whether to put it between single quotes.
  /// - Returns: The excerpt.
  /// - Complexity: O(``excerptLimit``): no more scalars are looked at.
  public static func excerpt(_ text: some StringProtocol, quoted: Bool = true) -> String {
    var result = quoted ? "'" : ""
    write(text.unicodeScalars.prefix(excerptLimit), to: &result)
    if !text.unicodeScalars.dropFirst(excerptLimit).isEmpty { result += "…" }
    return quoted ? result + "'" : result
  }

  /// Returns `text` with its invisible scalars written as visible escapes, for printing text
  /// that comes from files (file names, paths, scenario descriptions) on a terminal or in
  /// Markdown.
  ///
  /// A file name or a description can hold an escape sequence that retitles or clears the
  /// terminal, a line break that splits a table row, or a bidirectional control that makes a
  /// line read in another order than it is. Each of these becomes `\u{…}`, as the scenario
  /// language writes it: the C0 controls (U+0000–U+001F, tab and line feed included), DEL
  /// (U+007F), the C1 controls (U+0080–U+009F), and the bidirectional controls (U+061C,
  /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), as every other scalar a reader cannot see
  /// (``isInvisible(_:after:)``: zero-width and no-break spaces, a combining mark first).
  /// Everything else, backslashes included, is kept, so ordinary names print unchanged.
  ///
  /// ```swift
  /// Quoting.terminal("a\u{1B}]0;owned\u{7}.scenario")  // a\u{1B}]0;owned\u{7}.scenario, visibly
  /// Quoting.terminal("sum.scenario")                   // sum.scenario
  /// ```
  ///
  /// - Parameter text: Text read from a file or a file system.
  /// - Returns: The text, safe to print.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func terminal(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    write(text.unicodeScalars, to: &result)
    return result
  }

  /// Returns `text` safe inside HTML, SVG and XML, in element content and in quoted attribute
  /// values: `&`, `<`, `>`, `"` and `'` written as `&amp;`, `&lt;`, `&gt;`, `&quot;` and
  /// `&#39;`, tab, line feed and carriage return as `&#9;`, `&#10;` and `&#13;` (which an
  /// attribute value keeps), and every other invisible scalar (``isInvisible(_:after:)``) as
  /// `\u{…}`, so that no control character or noncharacter, which XML cannot hold, is written.
  ///
  /// ```swift
  /// Quoting.markup("<b>\u{1B}")  // &lt;b&gt;\u{1B}
  /// ```
  ///
  /// - Parameter text: Any text.
  /// - Returns: The text, as markup.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func markup(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    write(text.unicodeScalars, to: &result) { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      case "\t", "\n", "\r": "&#\(scalar.value);"
      default: nil
      }
    }
    return result
  }
}
