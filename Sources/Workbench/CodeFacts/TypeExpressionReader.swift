/// Reads a type written in Swift (`(any P)?`, `[T]`, `Observable<String>`, `(State) -> Void`)
/// from tokens, and tells which types it names and which of them it holds.
///
/// A type named inside a function type is mentioned but not held: a closure holds what it
/// captures, which its type does not say.
struct TypeExpressionReader {
  /// How deep types may nest before the reader stops, so odd input cannot exhaust the stack.
  static let maximumDepth = 32

  /// Words that can precede a type without being one.
  static let prefixWords: Set<String> = [
    "any", "some", "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat",
    "__owned", "__shared",
  ]

  let tokens: [SwiftToken]
  /// The index of the next token to read.
  var index: Int
  /// The type paths read outside function types, in order (`Observable`, `String`).
  var held: [String] = []
  /// Every type path read, in order.
  var mentioned: [String] = []

  init(tokens: [SwiftToken], index: Int) {
    self.tokens = tokens
    self.index = index
  }

  func token(_ offset: Int = 0) -> SwiftToken? {
    let position = index + offset
    return position >= 0 && position < tokens.count ? tokens[position] : nil
  }

  /// Reads one type starting at ``index``, leaving ``index`` after it; reads nothing when the
  /// tokens there do not start a type.
  mutating func readType(inFunction: Bool = false, depth: Int = 0) {
    guard depth < Self.maximumDepth else { return }
    skipPrefixes()
    guard let first = token() else { return }
    if first.isPunctuation("(") {
      readParenthesized(inFunction: inFunction, depth: depth)
    } else if first.isPunctuation("[") {
      index += 1
      readType(inFunction: inFunction, depth: depth + 1)
      if token()?.isPunctuation(":") == true {
        index += 1
        readType(inFunction: inFunction, depth: depth + 1)
      }
      if token()?.isPunctuation("]") == true { index += 1 }
    } else if first.kind == .identifier {
      readPath(inFunction: inFunction, depth: depth)
    } else {
      return
    }
    readSuffixes(inFunction: inFunction, depth: depth)
  }

  /// Skips attributes (`@escaping`, `@convention(c)`) and words such as `any` before a type.
  mutating func skipPrefixes() {
    while let current = token() {
      if current.kind == .attribute {
        index += 1
        if token()?.isPunctuation("(") == true { skipBalanced(open: "(", close: ")") }
      } else if current.kind == .identifier, Self.prefixWords.contains(current.text),
        let next = token(1),
        next.kind == .identifier || next.isPunctuation("(")
          || next.isPunctuation("[") || next.kind == .attribute
      {
        index += 1
      } else {
        return
      }
    }
  }

  /// Reads a tuple, a parenthesized type, or a function type's parameters and result.
  mutating func readParenthesized(inFunction: Bool, depth: Int) {
    let heldBefore = held.count
    index += 1
    while let current = token(), !current.isPunctuation(")") {
      if current.kind == .identifier, token(1)?.isPunctuation(":") == true {
        index += 2
      } else if current.kind == .identifier, token(1)?.kind == .identifier,
        token(2)?.isPunctuation(":") == true
      {
        index += 3
      }
      let before = index
      readType(inFunction: inFunction, depth: depth + 1)
      if token()?.isPunctuation(",") == true {
        index += 1
      } else if index == before {
        break
      }
    }
    if token()?.isPunctuation(")") == true { index += 1 }
    skipEffects()
    guard token()?.isPunctuation("->") == true else { return }
    held.removeSubrange(heldBefore...)
    index += 1
    readType(inFunction: true, depth: depth + 1)
  }

  /// Skips `async`, `throws`, `throws(E)` and `rethrows` after a function type's parameters.
  mutating func skipEffects() {
    while let current = token(), current.kind == .identifier,
      ["async", "throws", "rethrows"].contains(current.text)
    {
      index += 1
      if current.text == "throws", token()?.isPunctuation("(") == true {
        skipBalanced(open: "(", close: ")")
      }
    }
  }

  /// Reads `A.B<C>.D`, recording the path without generic arguments and reading those as types.
  mutating func readPath(inFunction: Bool, depth: Int) {
    guard let first = token(), first.kind == .identifier else { return }
    var path = first.text
    let mentionedSlot = mentioned.count
    let heldSlot = held.count
    index += 1
    readGenericArguments(inFunction: inFunction, depth: depth)
    while token()?.isPunctuation(".") == true, let next = token(1), next.kind == .identifier,
      next.text != "Type", next.text != "Protocol"
    {
      path += "." + next.text
      index += 2
      readGenericArguments(inFunction: inFunction, depth: depth)
    }
    mentioned.insert(path, at: mentionedSlot)
    if !inFunction { held.insert(path, at: heldSlot) }
  }

  /// Reads `<A, B>` when it comes next.
  mutating func readGenericArguments(inFunction: Bool, depth: Int) {
    guard token()?.isPunctuation("<") == true else { return }
    index += 1
    while let current = token(), !current.isPunctuation(">") {
      let before = index
      readType(inFunction: inFunction, depth: depth + 1)
      if token()?.isPunctuation(",") == true { index += 1 }
      if index == before { break }
    }
    if token()?.isPunctuation(">") == true { index += 1 }
  }

  /// Reads `?`, `!`, `.Type`, `...` and `& Other` after a type.
  mutating func readSuffixes(inFunction: Bool, depth: Int) {
    while let current = token() {
      if current.isPunctuation("?") || current.isPunctuation("!") {
        index += 1
      } else if current.isPunctuation("."), let next = token(1),
        next.isIdentifier("Type") || next.isIdentifier("Protocol")
      {
        index += 2
      } else if current.isPunctuation("."), token(1)?.isPunctuation(".") == true,
        token(2)?.isPunctuation(".") == true
      {
        index += 3
      } else if current.isPunctuation("&") {
        index += 1
        readType(inFunction: inFunction, depth: depth + 1)
      } else {
        return
      }
    }
  }

  /// Skips from an opening `open` to just after its matching `close`, or to the end.
  mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    while let current = token() {
      index += 1
      if current.isPunctuation(open) { depth += 1 }
      if current.isPunctuation(close) {
        depth -= 1
        if depth <= 0 { return }
      }
    }
  }

  /// The tokens from `start` up to ``index``, spelled as a type is usually written.
  func text(from start: Int) -> String {
    Self.spell(tokens[max(0, min(start, tokens.count))..<max(0, min(index, tokens.count))])
  }

  /// Spells `tokens` as Swift is usually written: a space after `,` and `:`, around `->` and
  /// `&`, and between words.
  static func spell(_ tokens: ArraySlice<SwiftToken>) -> String {
    var text = ""
    var previous: SwiftToken?
    for token in tokens {
      let piece =
        switch token.kind {
        case .attribute: "@" + token.text
        case .string: "\"" + token.text + "\""
        default: token.text
        }
      if let previous {
        let isWord = { (token: SwiftToken) in
          [.identifier, .attribute, .number, .directive].contains(token.kind)
        }
        let spaced =
          (isWord(previous) && isWord(token))
          || (previous.kind == .attribute && token.isPunctuation("("))
          || previous.isPunctuation(",") || previous.isPunctuation(":")
          || ["->", "&", "="].contains { previous.isPunctuation($0) || token.isPunctuation($0) }
        if spaced { text += " " }
      }
      text += piece
      previous = token
    }
    return text
  }
}
