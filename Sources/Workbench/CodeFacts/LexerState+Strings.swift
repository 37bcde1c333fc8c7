/// The lexer's readers of string literals and of what else starts with `#`.
extension LexerState {
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
}
