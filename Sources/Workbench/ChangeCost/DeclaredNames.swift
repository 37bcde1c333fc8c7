import CodeFacts

/// The names a Swift file declares that code elsewhere can use: its top-level types, functions
/// and values (`SumService`), and the members declared in the body of a top-level type or
/// extension, written `Type.member` (`Signal.compactMap`); `private` and `fileprivate` ones apart.
///
/// ```swift
/// DeclaredNames.names(in: SwiftLexer.lex("extension Signal {\n  public func compactMap() {}\n}").tokens)
/// // ["Signal.compactMap"]
/// ```
enum DeclaredNames {
  private static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]
  private static let namedKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "typealias", "func", "var", "let", "case",
  ]

  /// The names `tokens` declare, in source order, each once.
  ///
  /// - Parameter tokens: A file's tokens, from ``SwiftLexer``.
  /// - Returns: The names: `Name` at the top level, `Type.member` in a type's body.
  /// - Complexity: O(*n*) in the number of tokens.
  static func names(in tokens: [SwiftToken]) -> [String] {
    var names: [String] = []
    var depth = 0
    var pending: String?  // the type or extension declared at depth 0, until its `{`
    var body: String?  // the type whose body depth 1 is, if it is one
    for index in tokens.indices {
      let token = tokens[index]
      if token.isPunctuation("{") {
        if depth == 0 { body = pending }
        depth += 1
        continue
      }
      if token.isPunctuation("}") {
        depth -= 1
        if depth == 0 {
          body = nil
          pending = nil
        }
        continue
      }
      guard depth <= 1, token.kind == .identifier,
        namedKeywords.contains(token.text)
          || typeKeywords.contains(token.text), index + 1 < tokens.count,
        tokens[index + 1].kind == .identifier, !namedKeywords.contains(tokens[index + 1].text)
      else { continue }
      let name = tokens[index + 1].text
      if depth == 0, typeKeywords.contains(token.text) { pending = name }
      guard token.text != "extension", !isPrivate(before: index, in: tokens) else { continue }
      let qualified = depth == 0 ? name : body.map { $0 + "." + name }
      if let qualified, !names.contains(qualified) { names.append(qualified) }
    }
    return names
  }

  /// Whether the declaration whose keyword is at `index` is `private` or `fileprivate`: a
  /// modifier before it on its line says so (`private(set)` does not).
  private static func isPrivate(before index: Int, in tokens: [SwiftToken]) -> Bool {
    var position = index - 1
    while position >= 0, tokens[position].line == tokens[index].line {
      let token = tokens[position]
      if token.isIdentifier("private") || token.isIdentifier("fileprivate"),
        !(position + 1 < index && tokens[position + 1].isPunctuation("("))
      {
        return true
      }
      position -= 1
    }
    return false
  }
}
