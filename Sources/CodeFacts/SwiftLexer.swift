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
    var state = LexerState(source)
    state.skipShebang()
    state.lexCode(interpolationDepth: 0)
    var lines = Set<Int>()
    for token in state.tokens {
      lines.formUnion(token.line...token.endLine)
    }
    return LexedSource(
      tokens: state.tokens, lineCount: state.lineCount, codeLines: lines.sorted())
  }
}

/// The lexer's position in the source, and the tokens read so far.
private struct LexerState {
  /// How deep string interpolations may nest before the rest is read as string text.
  static let maximumInterpolationDepth = 64

  let scalars: [Unicode.Scalar]
  var index = 0
  var line = 1
  var tokens: [SwiftToken] = []

  init(_ source: String) {
    scalars = Array(source.unicodeScalars)
  }

  /// The number of lines, counting a last line without a newline.
  var lineCount: Int {
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
    for _ in 0..<count {
      guard index < scalars.count else { return }
      let scalar = scalars[index]
      if scalar == "\n" || (scalar == "\r" && peek(1) != "\n") {
        line += 1
      }
      index += 1
    }
  }

  mutating func skipShebang() {
    guard peek() == "#", peek(1) == "!" else { return }
    skipLineComment()
  }

  /// Reads code until the end of the source or, inside an interpolation, until the `)` that
  /// closes it (which it consumes).
  mutating func lexCode(interpolationDepth: Int) {
    var parentheses = 0
    while let scalar = peek() {
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

  mutating func skipLineComment() {
    while let scalar = peek(), !Self.isNewline(scalar) {
      advance()
    }
  }

  /// Skips a block comment, nested ones included; an unterminated one runs to the end.
  mutating func skipBlockComment() {
    advance(2)
    var depth = 1
    while peek() != nil {
      if peek() == "/", peek(1) == "*" {
        depth += 1
        advance(2)
      } else if peek() == "*", peek(1) == "/" {
        depth -= 1
        advance(2)
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// Reads what starts with `#`: a raw string, a `#/…/#` regex, a directive, or a lone `#`.
  mutating func lexPound(interpolationDepth: Int) {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    let after = peek(hashes)
    if after == "\"" {
      advance(hashes)
      lexString(hashes: hashes, interpolationDepth: interpolationDepth)
    } else if after == "/" {
      lexRegex(hashes: hashes)
    } else if hashes == 1, let after, Self.isIdentifierStart(after) {
      let startLine = line
      advance()
      tokens.append(SwiftToken(.directive, "#" + readIdentifier(), line: startLine))
    } else {
      tokens.append(SwiftToken(.punctuation, "#", line: line))
      advance()
    }
  }

  /// Whether `count` `#` characters start at `offset` from the current position.
  func hashesFollow(at offset: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == "#" }
  }

  /// Reads a string literal from its opening quote (after any `#`s), interpolations included.
  mutating func lexString(hashes: Int, interpolationDepth: Int) {
    let startLine = line
    let placeholder = tokens.count
    tokens.append(SwiftToken(.string, "", line: startLine))
    let multiline = peek(1) == "\"" && peek(2) == "\""
    advance(multiline ? 3 : 1)
    if multiline, peek() == "\r" { advance() }
    if multiline, peek() == "\n" { advance() }
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      if !multiline, Self.isNewline(scalar) { break }
      if scalar == "\\", hashesFollow(at: 1, count: hashes) {
        advance(1 + hashes)
        if peek() == "(", interpolationDepth < Self.maximumInterpolationDepth {
          advance()
          lexCode(interpolationDepth: interpolationDepth + 1)
        } else if let escaped = peek(), !(Self.isNewline(escaped) && !multiline) {
          text.append("\\")
          text.append(contentsOf: String(repeating: "#", count: hashes).unicodeScalars)
          text.append(escaped)
          advance()
        }
        continue
      }
      if scalar == "\"" {
        if multiline, peek(1) == "\"", peek(2) == "\"", hashesFollow(at: 3, count: hashes) {
          advance(3 + hashes)
          break
        }
        if !multiline, hashesFollow(at: 1, count: hashes) {
          advance(1 + hashes)
          break
        }
      }
      text.append(scalar)
      advance()
    }
    tokens[placeholder] = SwiftToken(.string, String(text), line: startLine, endLine: line)
  }

  /// Reads a `#/…/#` regex literal from its first `#`; an unterminated one runs to the end.
  mutating func lexRegex(hashes: Int) {
    let startLine = line
    advance(hashes + 1)
    var text = String.UnicodeScalarView()
    while let scalar = peek() {
      if scalar == "\\", let escaped = peek(1) {
        text.append(scalar)
        text.append(escaped)
        advance(2)
        continue
      }
      if scalar == "/", hashesFollow(at: 1, count: hashes) {
        advance(1 + hashes)
        break
      }
      text.append(scalar)
      advance()
    }
    tokens.append(SwiftToken(.regex, String(text), line: startLine, endLine: line))
  }

  /// Reads `` `name` `` as the identifier `name`; a lone backtick is punctuation.
  mutating func lexBacktickedName() {
    var length = 1
    while let scalar = peek(length), scalar != "`", !Self.isNewline(scalar) {
      length += 1
    }
    guard peek(length) == "`", length > 1 else {
      tokens.append(SwiftToken(.punctuation, "`", line: line))
      advance()
      return
    }
    let name = String(String.UnicodeScalarView(scalars[(index + 1)..<(index + length)]))
    tokens.append(SwiftToken(.identifier, name, line: line))
    advance(length + 1)
  }

  mutating func readIdentifier() -> String {
    var text = String.UnicodeScalarView()
    if let first = peek() {
      text.append(first)
      advance()
    }
    while let scalar = peek(), Self.isIdentifierStart(scalar) || Self.isDigit(scalar) {
      text.append(scalar)
      advance()
    }
    return String(text)
  }

  /// Reads a number literal: digits, letters and `_`, a fraction, a signed exponent.
  mutating func lexNumber() {
    let startLine = line
    var text = String.UnicodeScalarView()
    let isHex = peek() == "0" && (peek(1) == "x" || peek(1) == "X")
    while let scalar = peek() {
      let previous = text.last
      let exponent: Set<Unicode.Scalar> = isHex ? ["p", "P"] : ["e", "E"]
      if Self.isIdentifierStart(scalar) || Self.isDigit(scalar) {
        text.append(scalar)
      } else if scalar == ".", let next = peek(1), Self.isDigit(next) {
        text.append(scalar)
      } else if scalar == "+" || scalar == "-", let previous, exponent.contains(previous),
        let next = peek(1), Self.isDigit(next)
      {
        text.append(scalar)
      } else {
        break
      }
      advance()
    }
    tokens.append(SwiftToken(.number, String(text), line: startLine))
  }

  static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\r"
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar >= "0" && scalar <= "9"
  }

  static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
    (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
      || (scalar.value > 0x7F && !scalar.properties.isWhitespace)
  }
}
