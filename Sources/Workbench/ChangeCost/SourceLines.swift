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
    /// The names in its inheritance clause (`Presenter: PresenterProtocol` → `["PresenterProtocol"]`).
    var conformances: [String] = []
  }

  /// The text of every line holding code (a token outside comments), in order.
  var codeLines: [String]

  /// The top-level declarations, in source order.
  var declarations: [Declaration]

  /// Every name and keyword the code holds, for finding which declarations it refers to.
  var identifiers: Set<String>

  /// The names the code uses as members, after a `.` (`compactMap` in `text.compactMap {`).
  var memberReferences: Set<String>

  /// The names the file declares that code elsewhere can use (``DeclaredNames``).
  var declaredNames: [String]

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
    identifiers = Set(lexed.tokens.lazy.filter { $0.kind == .identifier }.map(\.text))
    memberReferences = Set(
      zip(lexed.tokens, lexed.tokens.dropFirst()).lazy
        .filter { $0.0.isPunctuation(".") && $0.1.kind == .identifier }.map(\.1.text))
    declaredNames = DeclaredNames.names(in: lexed.tokens)
    declarations = Self.spans(of: lexed.tokens).map { span in
      Declaration(
        name: span.name, isProtocol: span.keyword == "protocol",
        isExtension: span.keyword == "extension", lines: codeText(of: span.lines),
        conformances: Self.inheritance(after: span.nameIndex, in: lexed.tokens))
    }
  }

  /// The names of the inheritance clause that follows the declared name at `index`: those
  /// between its `:` and the `{` or `where` that ends it, generic arguments and qualifiers apart.
  private static func inheritance(after index: Int, in tokens: [SwiftToken]) -> [String] {
    var names: [String] = []
    var angle = 0
    var inClause = false
    var position = index + 1
    while position < tokens.count {
      let token = tokens[position]
      if token.isPunctuation("{") || token.isIdentifier("where") { break }
      if token.isPunctuation("<") {
        angle += 1
      } else if token.isPunctuation(">") {
        angle -= 1
      } else if token.isPunctuation(":"), angle == 0 {
        inClause = true
      } else if inClause, angle == 0, token.kind == .identifier,
        !tokens[position - 1].isPunctuation(".")
      {
        names.append(token.text)
      }
      position += 1
    }
    return names
  }

  private static let keywords: Set<String> = [
    "class", "struct", "enum", "actor", "protocol", "extension",
  ]

  /// A top-level declaration's name, keyword, lines and the index of its name's token.
  private struct Span {
    var name: String
    var keyword: String
    var lines: ClosedRange<Int>
    var nameIndex: Int
  }

  /// The top-level declarations' names, keywords and line ranges, from the attribute or
  /// modifier that starts each one to its closing brace.
  private static func spans(
    of tokens: [SwiftToken]
  ) -> [Span] {
    var spans: [Span] = []
    var depth = 0
    var itemStart = 0
    var open: (name: String, keyword: String, start: Int, nameIndex: Int)?
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation("}") {
        depth -= 1
        if depth == 0, let declaration = open {
          spans.append(
            Span(
              name: declaration.name, keyword: declaration.keyword,
              lines: declaration.start...token.endLine, nameIndex: declaration.nameIndex))
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
          open = (tokens[index + 1].text, token.text, start, index + 1)
        }
      }
      index += 1
    }
    return spans
  }
}
