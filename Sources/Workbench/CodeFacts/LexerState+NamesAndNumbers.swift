/// The lexer's readers of names (plain, backticked, after `@` or `#`) and number literals.
extension LexerState {
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

  /// Reads a name from its first scalar on, and returns it.
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
}
