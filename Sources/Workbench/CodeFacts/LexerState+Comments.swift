/// The lexer's readers of what is not code: comments and a first `#!` line.
extension LexerState {
  /// Skips a `#!` line at the very start, like a line comment.
  mutating func skipShebang() {
    guard peek() == "#", peek(1) == "!" else { return }
    skipLineComment()
  }

  /// Skips to the end of the line, leaving the newline.
  ///
  /// Nothing before the newline ends a line, so the position moves there without counting.
  mutating func skipLineComment() {
    while index < scalars.count, !Self.isNewline(scalars[index]) {
      index += 1
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
}
