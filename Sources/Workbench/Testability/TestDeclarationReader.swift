import CodeFacts

/// Reads the declarations of one test file that a test can reach by name: its types, and the
/// functions and properties at file scope or among a type's members, each with the names its
/// code mentions (a name after a `.`, a member access, left out); and which functions are
/// `@Test` functions, in which suite.
///
/// Local declarations inside a function are part of that function, never declarations of their
/// own, so that `let view = FakeView()` in one test does not reach another's `let view`.
struct TestDeclarationReader {
  /// One declaration: a type, a function, a property or an initializer.
  struct Declaration: Equatable {
    /// Its name; `init` for an initializer.
    var name: String
    /// The outermost type around it, `nil` at file scope.
    var suite: String?
    /// Whether an `@Test` attribute marks it.
    var isTest: Bool
    /// Whether it is a stored property with a value or an initializer: code every instance of
    /// its type runs.
    var runsOnCreation: Bool
    /// The names its code mentions, member accesses left out.
    var names: Set<String>
  }

  /// The file's declarations, in source order.
  private(set) var declarations: [Declaration] = []

  private let tokens: [SwiftToken]
  private var matching: [Int: Int] = [:]

  /// Reads `text`.
  init(text: String) {
    tokens = SwiftLexer.lex(text).tokens
    var open: [Int] = []
    for index in tokens.indices {
      if tokens[index].isPunctuation("{") { open.append(index) }
      if tokens[index].isPunctuation("}"), let start = open.popLast() { matching[start] = index }
    }
    read(from: 0, to: tokens.count, suite: nil)
  }

  private static let typeWords: Set<String> = ["class", "struct", "enum", "extension", "actor"]

  /// Reads the member-level declarations between `start` and `end`.
  private mutating func read(from start: Int, to end: Int, suite: String?) {
    var index = start
    var sawTest = false
    while index < end {
      let token = tokens[index]
      if token.kind == .attribute, token.text == "Test" { sawTest = true }
      guard token.kind == .identifier, index + 1 < end, index == 0 || !isAfterDot(index) else {
        index += 1
        continue
      }
      if Self.typeWords.contains(token.text), tokens[index + 1].kind == .identifier,
        let body = firstBrace(after: index, before: end), let close = matching[body]
      {
        let name = tokens[index + 1].text
        declarations.append(
          Declaration(
            name: name, suite: suite, isTest: false, runsOnCreation: false,
            names: names(index + 2, close)))
        read(from: body + 1, to: close, suite: suite ?? name)
        index = close + 1
        sawTest = false
      } else if token.text == "func" || token.text == "init" {
        let name = token.text == "init" ? "init" : tokens[index + 1].text
        let close = firstBrace(after: index, before: end).flatMap { matching[$0] } ?? index
        declarations.append(
          Declaration(
            name: name, suite: suite, isTest: sawTest, runsOnCreation: name == "init",
            names: names(index + 1, close)))
        index = close + 1
        sawTest = false
      } else if token.text == "var" || token.text == "let", tokens[index + 1].kind == .identifier {
        let last = propertyEnd(from: index, before: end)
        let hasValue = tokens[index...last].contains { $0.isPunctuation("=") }
        declarations.append(
          Declaration(
            name: tokens[index + 1].text, suite: suite, isTest: false,
            runsOnCreation: hasValue, names: names(index + 2, last)))
        index = last + 1
      } else {
        index += 1
      }
    }
  }

  private func isAfterDot(_ index: Int) -> Bool {
    index > 0 && tokens[index - 1].isPunctuation(".")
  }

  /// The first `{` after `index` outside parentheses, before `end`.
  private func firstBrace(after index: Int, before end: Int) -> Int? {
    var depth = 0
    for position in (index + 1)..<end {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if depth == 0, token.isPunctuation("{") { return position }
      if depth == 0, token.isPunctuation("}") { return nil }
    }
    return nil
  }

  /// The last token of the property declared at `index`: the end of its line outside brackets,
  /// or the `}` that closes its accessors or its closure value.
  private func propertyEnd(from index: Int, before end: Int) -> Int {
    var depth = 0
    var position = index
    while position + 1 < end {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if token.isPunctuation("{"), let close = matching[position] {
        position = close
      }
      let next = tokens[position + 1]
      if depth <= 0, next.line > tokens[position].endLine, !next.isPunctuation("."),
        !next.isPunctuation("{"), !tokens[position].isPunctuation("=")
      {
        return position
      }
      position += 1
    }
    return min(position, end - 1)
  }

  /// The names mentioned from `first` to `last`, member accesses left out.
  private func names(_ first: Int, _ last: Int) -> Set<String> {
    guard first <= last else { return [] }
    var result = Set<String>()
    for index in first...last where tokens[index].kind == .identifier && !isAfterDot(index) {
      result.insert(tokens[index].text)
    }
    return result
  }
}
