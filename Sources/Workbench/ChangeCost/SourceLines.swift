import CodeFacts

/// One Swift file's lines of code, as the package's lexer finds them, and its top-level
/// declarations (its roles), each with the code lines it spans.
struct SourceLines {
  /// One top-level type, protocol or extension, named after the type it declares or extends.
  struct Declaration {
    /// The declared or extended type's top-level name (`Presenter` for `extension Presenter.X`).
    var name: String
    /// Whether it declares a protocol (an extension is neither).
    var isProtocol: Bool
    /// Whether it is an extension of a type declared elsewhere or here.
    var isExtension: Bool
    /// The text of the code lines it spans, attributes and modifiers included.
    var lines: [String]
  }

  /// The text of every line holding code (a token outside comments), in order.
  var codeLines: [String]

  /// The top-level declarations, in source order.
  var declarations: [Declaration]

  /// Reads `source`: lexes it and finds its top-level declarations.
  init(_ source: String) {
    let lexed = SwiftLexer.lex(source)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    let code = Set(lexed.codeLines)
    func codeText(of range: ClosedRange<Int>) -> [String] {
      range.filter { code.contains($0) && $0 <= lines.count }.map { lines[$0 - 1] }
    }
    codeLines = lexed.codeLines.filter { $0 <= lines.count }.map { lines[$0 - 1] }
    declarations = Self.spans(of: lexed.tokens).map { span in
      Declaration(
        name: span.name, isProtocol: span.keyword == "protocol",
        isExtension: span.keyword == "extension", lines: codeText(of: span.lines))
    }
  }

  private static let keywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  /// The top-level declarations' names, keywords and line ranges, from the attribute or
  /// modifier that starts each one to its closing brace.
  private static func spans(
    of tokens: [SwiftToken]
  ) -> [(name: String, keyword: String, lines: ClosedRange<Int>)] {
    var spans: [(name: String, keyword: String, lines: ClosedRange<Int>)] = []
    var depth = 0
    var itemStart = 0
    var open: (name: String, keyword: String, start: Int)?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation("}") {
        depth -= 1
        if depth == 0, let declaration = open {
          spans.append((declaration.name, declaration.keyword, declaration.start...token.endLine))
          open = nil
          itemStart = index + 1
        }
      } else if depth == 0, open == nil, token.kind == .identifier {
        if token.text == "import" {
          while index + 1 < tokens.count, tokens[index + 1].line == token.line { index += 1 }
          itemStart = index + 1
        } else if keywords.contains(token.text), index + 1 < tokens.count,
          tokens[index + 1].kind == .identifier
        {
          let start = tokens[min(itemStart, index)].line
          open = (tokens[index + 1].text, token.text, start)
        }
      }
      index += 1
    }
    return spans
  }
}
