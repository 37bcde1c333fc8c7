/// Fits text to a terminal's width: how many columns a string takes, word wrapping with a hanging
/// indent, and a last pass that wraps whatever line is still too wide.
///
/// ```swift
/// TextLayout.wrap("one two three", width: 8, indent: "  ")
/// // ["one two", "  three"]
/// ```
public enum TextLayout {
  /// The width reports are laid out for unless the terminal is wider.
  public static let defaultWidth = 100

  /// The number of terminal columns `text` takes: one per character, two for wide characters
  /// (emoji, flags, East Asian ideographs), none for control characters.
  ///
  /// - Parameter text: The text, without line breaks.
  /// - Returns: Its width in columns.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns `character` takes on a terminal: 0, 1 or 2.
  package static func width(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let properties = first.properties
    if properties.generalCategory == .control { return 0 }
    if properties.isEmojiPresentation || isRegionalIndicator(first) { return 2 }
    if character.unicodeScalars.contains("\u{FE0F}") && properties.isEmoji { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isWide(_ value: UInt32) -> Bool {
    (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
      || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
      || (0xFFE0...0xFFE6).contains(value) || (0x20000...0x3FFFD).contains(value)
  }

  /// Wraps `text` at spaces into lines of at most `width` columns.
  ///
  /// The first line keeps the text's leading spaces, the lines after it start with `indent`; a
  /// word wider than a line is cut.
  ///
  /// - Parameters:
  ///   - text: The text, without line breaks.
  ///   - width: The most columns a line may take.
  ///   - indent: What the continuation lines start with.
  /// - Returns: The lines, without trailing spaces.
  public static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
    let leading = String(text.prefix { $0 == " " })
    let room = max(1, width - self.width(of: indent))
    var lines: [String] = []
    var line = leading
    var lineWidth = leading.count
    var hasWords = false
    var limit = max(leading.count + 1, width)
    // Runs of spaces inside the text (a trace's nesting, say) are kept, so empty pieces count.
    for piece in text.dropFirst(leading.count).split(
      separator: " ", omittingEmptySubsequences: false)
    {
      var word = piece
      // Measured once: a long word is cut line by line by subtracting what each line took,
      // never measured again, so wrapping is linear in the length of the text.
      var wordWidth = self.width(of: word)
      let needed = (hasWords ? 1 : 0) + wordWidth
      if lineWidth + needed <= limit {
        line += (hasWords ? " " : "") + word
        lineWidth += needed
        hasWords = true
        continue
      }
      if hasWords {
        lines.append(line)
        (line, lineWidth, hasWords, limit) = ("", 0, false, room)
      }
      while lineWidth + wordWidth > limit {
        let (head, tail, used) = cut(word, columns: limit - lineWidth)
        lines.append(line + head)
        (line, lineWidth, word, limit) = ("", 0, tail, room)
        wordWidth -= used
      }
      line += word
      lineWidth += wordWidth
      hasWords = !word.isEmpty
    }
    if hasWords || lines.isEmpty { lines.append(line) }
    return lines.enumerated().map { index, line in
      (index == 0 ? line : indent + line).trimmingTrailingSpaces()
    }
  }

  /// Cuts `word` after at most `columns` columns (one character at least) and returns the two
  /// parts and the columns the first takes.
  private static func cut(_ word: Substring, columns: Int) -> (Substring, Substring, Int) {
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let next = used + width(of: word[index])
      if next > columns && used > 0 { break }
      used = next
      index = word.index(after: index)
    }
    return (word[..<index], word[index...], used)
  }

  /// Wraps every line of `text` wider than `width`, continuing it under its own indentation
  /// plus `continuation`.
  ///
  /// - Parameters:
  ///   - text: Lines separated by newlines.
  ///   - width: The most columns a line may take.
  ///   - continuation: What continuation lines add to the line's indentation (default: four
  ///     spaces; none suits paragraphs of prose).
  /// - Returns: The text with no line wider than `width`, ending with a newline when `text` did.
  public static func fit(_ text: String, width: Int, continuation: String = "    ") -> String {
    var result: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard self.width(of: line) > width else {
        result.append(String(line))
        continue
      }
      let leading = String(line.prefix { $0 == " " })
      let body = String(line.dropFirst(leading.count))
      result += wrap(body, width: width - leading.count, indent: continuation).map { leading + $0 }
    }
    return result.joined(separator: "\n")
  }

  /// Pads `text` with spaces to `width` columns.
  package static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - self.width(of: text)))
  }
}
