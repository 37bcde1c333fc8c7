/// Splits Swift source into tokens, skipping comments and reading string literals whole, so that
/// what is counted and searched is code only.
///
/// It reads line comments, nested block comments, single-line, multi-line and raw string
/// literals (`#"…"#`, with `\#(…)` interpolations), string interpolations (whose code is lexed
/// as code), backticked names, attributes, `#` directives and `#/…/#` regex literals. A bare
/// `/…/` regex literal is read as operators: the workbench's sources use none. Malformed input
/// (an unterminated string or comment) ends the token at the end of its line or of the file;
/// the lexer never fails.
///
/// ```swift
/// let lexed = SwiftLexer.lex("let s = \"// not a comment\" // a comment\n")
/// lexed.tokens.map(\.text)  // ["let", "s", "=", "// not a comment"]
/// lexed.codeLineCount  // 1
/// ```
public enum SwiftLexer {
  /// Lexes `source`.
  ///
  /// - Parameter source: Swift source text.
  /// - Returns: The tokens and the lines that hold code.
  /// - Complexity: O(*n*) in the length of `source`.
  public static func lex(_ source: String) -> LexedSource {
    lexWithRanges(source).lexed
  }

  /// Lexes `source`, and says where each token is in it.
  ///
  /// A string literal's range runs from its first delimiter to its last, interpolations
  /// included; every other token's covers its text (a backticked name's, its backticks too).
  ///
  /// - Parameter source: Swift source text.
  /// - Returns: The tokens and code lines, and for each token its range in
  ///   `source.unicodeScalars`, counted in scalars from the start.
  /// - Complexity: O(*n*) in the length of `source`.
  public static func lexWithRanges(
    _ source: String
  ) -> (lexed: LexedSource, ranges: [Range<Int>]) {
    var state = LexerState(source)
    state.skipShebang()
    state.lexCode(interpolationDepth: 0)
    let lexed = LexedSource(
      tokens: state.tokens, lineCount: state.lineCount, codeLines: codeLines(of: state.tokens))
    return (lexed, state.ranges.map { $0 ?? 0..<0 })
  }

  /// The lines that hold at least one token, in order: a multi-line string's every line.
  ///
  /// Marks lines in an array rather than gathering them in a set: this runs on every file the
  /// workbench measures, in debug builds too, where a set's generic code is many times slower.
  private static func codeLines(of tokens: [SwiftToken]) -> [Int] {
    var lastLine = 0
    for token in tokens where token.endLine > lastLine { lastLine = token.endLine }
    var holdsCode = [Bool](repeating: false, count: lastLine + 1)
    for token in tokens {
      var line = token.line
      while line <= token.endLine {
        holdsCode[line] = true
        line += 1
      }
    }
    var lines: [Int] = []
    var line = 1
    while line <= lastLine {
      if holdsCode[line] { lines.append(line) }
      line += 1
    }
    return lines
  }
}

/// The lexer's position in the source, and the tokens read so far.
///
/// Its readers are split by what they read: comments (`LexerState+Comments.swift`), strings and
/// other literals that start with `#` (`LexerState+Strings.swift`), and names and numbers
/// (`LexerState+NamesAndNumbers.swift`).
struct LexerState {
  /// How deep string interpolations may nest before the rest is read as string text.
  static let maximumInterpolationDepth = 64

  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var tokens: [SwiftToken] = []
  /// Where each token is, in scalars; `nil` only while a string literal is being read.
  var ranges: [Range<Int>?] = []

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// The number of lines, counting a last line without a newline.
  var lineCount: Int {
    let scalars = scalars  // One copy for the loop, not one per access in a debug build.
    guard let last = scalars.last else { return 0 }
    var count = 0
    var position = 0
    while position < scalars.count {
      if scalars[position] == "\r", position + 1 < scalars.count, scalars[position + 1] == "\n" {
        position += 1
      }
      if Self.isNewline(scalars[position]) { count += 1 }
      position += 1
    }
    return Self.isNewline(last) ? count : count + 1
  }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let position = index + offset
    return position >= 0 && position < scalars.count ? scalars[position] : nil
  }

  /// Consumes `count` scalars, counting the lines they end.
  mutating func advance(_ count: Int = 1) {
    let end = min(index + count, scalars.count)
    while index < end {
      let scalar = scalars[index]
      let endsALine =
        scalar == "\n"
        || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n"))
      if endsALine { line += 1 }
      index += 1
    }
  }

  /// Reads code until the end of the source or, inside an interpolation, until the `)` that
  /// closes it (which it consumes).
  mutating func lexCode(interpolationDepth: Int) {
    var parentheses = 0
    while let scalar = peek() {
      let first = tokens.count
      let start = index
      defer { recordRanges(from: first, start: start) }
      if Self.isWhitespace(scalar) {
        advance()
      } else if scalar == "/", peek(1) == "/" {
        skipLineComment()
      } else if scalar == "/", peek(1) == "*" {
        skipBlockComment()
      } else if scalar == "\"" {
        lexString(hashes: 0, interpolationDepth: interpolationDepth)
      } else if scalar == "#" {
        lexPound(interpolationDepth: interpolationDepth)
      } else if scalar == "`" {
        lexBacktickedName()
      } else if scalar == "@", let next = peek(1), Self.isIdentifierStart(next) {
        let startLine = line
        advance()
        tokens.append(SwiftToken(.attribute, readIdentifier(), line: startLine))
      } else if Self.isIdentifierStart(scalar) || scalar == "$" {
        let startLine = line
        tokens.append(SwiftToken(.identifier, readIdentifier(), line: startLine))
      } else if Self.isDigit(scalar) {
        lexNumber()
      } else if scalar == "-", peek(1) == ">" {
        tokens.append(SwiftToken(.punctuation, "->", line: line))
        advance(2)
      } else if scalar == ")", interpolationDepth > 0, parentheses == 0 {
        advance()
        return
      } else {
        if scalar == "(" { parentheses += 1 }
        if scalar == ")" { parentheses = max(0, parentheses - 1) }
        tokens.append(SwiftToken(.punctuation, String(Character(scalar)), line: line))
        advance()
      }
    }
  }

  /// Gives the tokens read since `first` that have no range yet the range from `start` to here.
  mutating func recordRanges(from first: Int, start: Int) {
    while ranges.count < tokens.count { ranges.append(nil) }
    for position in first..<tokens.count where ranges[position] == nil {
      ranges[position] = start..<index
    }
  }

  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r"
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x20 || scalar.value == 0x7F
      || (scalar.value > 0x7F && scalar.properties.isWhitespace)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar >= "0" && scalar <= "9"
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
      || (scalar.value > 0x7F && !scalar.properties.isWhitespace)
  }
}
