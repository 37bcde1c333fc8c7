import Diagnostics

/// Splits one line of a scenario file into tokens, decoding string literals on the way.
///
/// The lexer reads bytes, never Swift `Character`s, so a combining mark written right after an
/// opening quote stays inside the string even though it would form one `Character` with the
/// quote. The line must be well-formed UTF-8 and must not include its line break.
struct ScenarioLexer {
  /// The tokens and errors of one line.
  struct Line {
    /// The tokens, in order.
    var tokens: [ScenarioToken] = []

    /// The offset of the `#` that starts the line's comment, if it has one.
    var commentStart: Int?

    /// The errors found while splitting the line, in order.
    var issues: [ScenarioIssue] = []
  }

  /// The most errors recorded for one line; the line is still read to its end.
  static let maximumIssueCount = ScenarioLimits.maximumErrorCount + 1

  private static let validEscapes = #"valid escapes are \\, \", \n, \r, \t, \0 and \u{1F600}"#

  private let bytes: UnsafeBufferPointer<UInt8>
  private let end: Int
  private var position: Int
  private var line = Line()

  private init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
    self.bytes = bytes
    self.position = start
    self.end = end
  }

  /// Splits `bytes[start..<end]` into tokens.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - start: The offset of the line's first byte.
  ///   - end: The offset just past the line's last byte, before its line break.
  /// - Returns: The line's tokens, comment and errors.
  /// - Complexity: O(*n*) in the length of the line.
  static func lex(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Line {
    var lexer = ScenarioLexer(bytes: bytes, start: start, end: end)
    lexer.lexLine()
    return lexer.line
  }

  private mutating func lexLine() {
    while position < end {
      let byte = bytes[position]
      switch byte {
      case ASCII.space, ASCII.tab:
        position += 1
      case ASCII.hash:
        line.commentStart = position
        return
      case ASCII.quote:
        lexString()
      case ASCII.star:
        line.tokens.append(ScenarioToken(kind: .star, start: position, end: position + 1))
        position += 1
      case _ where ASCII.isControl(byte):
        reportControlCharacter(byte, inString: false)
        position += 1
      default:
        lexWord()
      }
    }
  }

  private mutating func lexWord() {
    let start = position
    while position < end {
      let byte = bytes[position]
      if byte == ASCII.space || byte == ASCII.tab || byte == ASCII.quote || byte == ASCII.hash
        || byte == ASCII.star || ASCII.isControl(byte)
      {
        break
      }
      position += 1
    }
    let text = ScenarioUTF8.text(bytes, from: start, to: position)
    line.tokens.append(ScenarioToken(kind: .word, start: start, end: position, text: text))
  }

  /// Reads a string literal from its opening quote, which `position` is at.
  ///
  /// - Complexity: O(*n*) in the length of the literal: plain runs are copied in one go.
  private mutating func lexString() {
    let start = position
    var value: [UInt8] = []
    var isValid = true
    position += 1
    var runStart = position
    while position < end {
      let byte = bytes[position]
      if byte == ASCII.quote {
        value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        position += 1
        let text = isValid ? String(decoding: value, as: UTF8.self) : nil
        line.tokens.append(ScenarioToken(kind: .string, start: start, end: position, text: text))
        return
      }
      if byte == ASCII.backslash {
        value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        if !lexEscape(into: &value) { isValid = false }
        runStart = position
      } else if ASCII.isControl(byte) {
        value.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        reportControlCharacter(byte, inString: true)
        isValid = false
        position += 1
        runStart = position
      } else {
        position += 1
      }
    }
    report(
      at: start, "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#)
    line.tokens.append(
      ScenarioToken(kind: .string, start: start, end: end, isUnterminated: true))
  }

  /// Decodes the escape whose backslash `position` is at, appending its UTF-8 to `value`.
  ///
  /// - Returns: Whether the escape is valid.
  private mutating func lexEscape(into value: inout [UInt8]) -> Bool {
    let backslash = position
    guard position + 1 < end else {
      // A backslash just before the end of the line: the literal is unterminated, which is
      // reported once the end of the line is reached.
      position += 1
      return false
    }
    let letter = bytes[position + 1]
    let simple: UInt8? =
      switch letter {
      case ASCII.backslash: ASCII.backslash
      case ASCII.quote: ASCII.quote
      case UInt8(ascii: "n"): ASCII.lineFeed
      case UInt8(ascii: "r"): ASCII.carriageReturn
      case UInt8(ascii: "t"): ASCII.tab
      case UInt8(ascii: "0"): 0
      default: nil
      }
    if let simple {
      value.append(simple)
      position += 2
      return true
    }
    guard letter == UInt8(ascii: "u") else {
      let length = min(ScenarioUTF8.sequenceLength(lead: letter), end - position - 1)
      let shown = ScenarioUTF8.text(bytes, from: position + 1, to: position + 1 + length)
      report(
        at: backslash, "invalid escape sequence " + Quoting.excerpt("\\" + shown),
        hint: Self.validEscapes + #"; write a backslash as \\"#)
      // Skip only the backslash: what follows is read as ordinary text.
      position += 1
      return false
    }
    return lexScalarEscape(into: &value)
  }

  /// Decodes a `\u{…}` escape whose backslash `position` is at.
  private mutating func lexScalarEscape(into value: inout [UInt8]) -> Bool {
    let backslash = position
    let hint = #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#
    position += 2
    guard position < end, bytes[position] == ASCII.openBrace else {
      report(at: backslash, #"expected '{' after '\u'"#, hint: hint)
      return false
    }
    position += 1
    let digitsStart = position
    var scalarValue: UInt32 = 0
    while position < end, let digit = ASCII.hexValue(bytes[position]) {
      if position - digitsStart < 8 { scalarValue = scalarValue << 4 | digit }
      position += 1
    }
    let digitCount = position - digitsStart
    guard position < end, bytes[position] == ASCII.closeBrace else {
      let found: String
      if position == end {
        found = "the end of the line"
      } else {
        let length = min(ScenarioUTF8.sequenceLength(lead: bytes[position]), end - position)
        found = Quoting.excerpt(
          ScenarioUTF8.text(bytes, from: position, to: position + length))
      }
      report(
        at: position, #"expected a hex digit or '}' in '\u{…}', found "# + found, hint: hint)
      return false
    }
    position += 1
    let digits = ScenarioUTF8.text(bytes, from: digitsStart, to: digitsStart + min(digitCount, 9))
    let written = Quoting.excerpt(#"\u{"# + digits + (digitCount > 9 ? "…}" : "}"))
    guard digitCount > 0 else {
      report(at: backslash, #"empty '\u{}'; expected 1 to 8 hex digits"#, hint: hint)
      return false
    }
    guard digitCount <= 8 else {
      report(
        at: backslash, "too many hex digits in \(written); expected 1 to 8", hint: hint)
      return false
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      let name = Self.codePoint(scalarValue)
      let why =
        (0xD800...0xDFFF).contains(scalarValue)
        ? "a surrogate code point is not a Unicode scalar"
        : "Unicode scalars end at U+10FFFF"
      report(
        at: backslash, "invalid Unicode scalar \(name) in \(written); \(why)",
        hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF")
      return false
    }
    value.append(contentsOf: Array(String(scalar).utf8))
    return true
  }

  private mutating func reportControlCharacter(_ byte: UInt8, inString: Bool) {
    let name = Self.codePoint(UInt32(byte))
    if inString {
      let escape: String =
        switch byte {
        case ASCII.carriageReturn: #"\r"#
        case 0: #"\0"#
        default: #"\u{"# + String(byte, radix: 16, uppercase: true) + "}"
        }
      report(
        at: position, "control character \(name) in a string literal",
        hint: "write it as the escape " + escape)
    } else if byte == ASCII.carriageReturn {
      report(
        at: position, "stray carriage return \(name)",
        hint: "lines end with a line feed or a carriage return and a line feed")
    } else {
      report(
        at: position, "unexpected control character \(name)",
        hint: "remove it, or write it in a string literal as an escape")
    }
  }

  private mutating func report(at offset: Int, _ message: String, hint: String?) {
    guard line.issues.count < Self.maximumIssueCount else { return }
    line.issues.append(ScenarioIssue(offset: offset, message: message, hint: hint))
  }

  /// Returns the `U+XXXX` name of a code point, with at least four hex digits.
  private static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// The ASCII bytes that structure a scenario line.
enum ASCII {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let star = UInt8(ascii: "*")
  static let backslash = UInt8(ascii: "\\")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  /// Returns whether `byte` is an ASCII control character other than the tab.
  static func isControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != tab) || byte == 0x7F
  }

  /// Returns the value of an ASCII hex digit, or `nil` for any other byte.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
