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
    let start = index
    var end = min(index + 1, scalars.count)
    while end < scalars.count, Self.isIdentifierStart(scalars[end]) || Self.isDigit(scalars[end]) {
      end += 1
    }
    advance(end - start)
    return String(String.UnicodeScalarView(scalars[start..<end]))
  }

  /// Reads a number literal: digits, letters and `_`, a fraction, a signed exponent.
  mutating func lexNumber() {
    let startLine = line
    var text = String.UnicodeScalarView()
    let isHex = peek() == "0" && (peek(1) == "x" || peek(1) == "X")
    let exponent: (Unicode.Scalar, Unicode.Scalar) = isHex ? ("p", "P") : ("e", "E")
    while let scalar = peek() {
      let previous = text.last
      if Self.isIdentifierStart(scalar) || Self.isDigit(scalar) {
        text.append(scalar)
      } else if scalar == ".", let next = peek(1), Self.isDigit(next) {
        text.append(scalar)
      } else if scalar == "+" || scalar == "-", let previous,
        previous == exponent.0 || previous == exponent.1,
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
