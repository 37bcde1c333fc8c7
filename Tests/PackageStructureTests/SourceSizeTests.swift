import CodeFacts
import Foundation
import Testing

/// The package stays readable in small pieces: no target holds more than 30% of the code lines
/// under `Sources`, no source file is longer than 300 lines, and no function or initializer body
/// is longer than 60 lines.
struct SourceSizeTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources").path

  /// Every Swift file under `Sources`, with its path relative to `Sources`.
  private static func swiftFiles() throws -> [(path: String, text: String)] {
    let enumerator = FileManager.default.enumerator(atPath: sources)
    var files: [(String, String)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      files.append((path, try String(contentsOfFile: sources + "/" + path, encoding: .utf8)))
    }
    // A guard that reads nothing passes: fail instead when the enumerator finds no file.
    try #require(files.count > 100, "found \(files.count) Swift files under \(sources)")
    return files.sorted { $0.0 < $1.0 }
  }

  /// The functions and initializers of `tokens` that have a body, each with the line it is
  /// declared on and the number of lines from there to its closing brace.
  static func bodies(of tokens: [SwiftToken]) -> [(name: String, line: Int, lines: Int)] {
    var result: [(String, Int, Int)] = []
    for index in tokens.indices
    where tokens[index].isIdentifier("func") || tokens[index].isIdentifier("init") {
      guard let open = bodyStart(after: index, in: tokens),
        let close = matchingBrace(of: open, in: tokens)
      else { continue }
      let name = tokens[index].text == "init" ? "init" : tokens[index + 1].text
      result.append((name, tokens[index].line, tokens[close].line - tokens[index].line + 1))
    }
    return result
  }

  /// The index of the `{` that opens the body of the declaration at `index`, or `nil` for a
  /// requirement without a body (a protocol's, or `init` used as a name).
  private static func bodyStart(after index: Int, in tokens: [SwiftToken]) -> Int? {
    let declarations: Set = [
      "func", "init", "var", "let", "case", "struct", "class", "enum", "protocol", "extension",
      "subscript", "typealias", "associatedtype", "deinit",
    ]
    var depth = 0
    var position = index + 1
    if index > 0, tokens[index - 1].isPunctuation(".") { return nil }
    while position < tokens.count {
      let token = tokens[position]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if depth == 0 {
        if token.isPunctuation("{") { return position }
        if token.isPunctuation("}") || token.isPunctuation("=") { return nil }
        if token.kind == .identifier, declarations.contains(token.text) { return nil }
      }
      position += 1
    }
    return nil
  }

  private static func matchingBrace(of open: Int, in tokens: [SwiftToken]) -> Int? {
    var depth = 0
    for position in open..<tokens.count {
      if tokens[position].isPunctuation("{") { depth += 1 }
      if tokens[position].isPunctuation("}") {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }

  @Test func noSourceFileIsLongerThan300Lines() throws {
    for file in try Self.swiftFiles() {
      let lines = SwiftLexer.lex(file.text).lineCount
      #expect(lines <= 300, "Sources/\(file.path) has \(lines) lines")
    }
  }

  @Test func noFunctionIsLongerThan60Lines() throws {
    for file in try Self.swiftFiles() {
      for body in Self.bodies(of: SwiftLexer.lex(file.text).tokens) where body.lines > 60 {
        Issue.record("Sources/\(file.path):\(body.line): \(body.name) has \(body.lines) lines")
      }
    }
  }

  @Test func noTargetHoldsMoreThan30PercentOfTheCodeLines() throws {
    var linesPerTarget: [String: Int] = [:]
    for file in try Self.swiftFiles() {
      // `Shared/ViewKit/…`: a target's folder is in its group's folder.
      let target = file.path.split(separator: "/").prefix(2).joined(separator: "/")
      linesPerTarget[target, default: 0] += SwiftLexer.lex(file.text).codeLines.count
    }
    let total = linesPerTarget.values.reduce(0, +)
    #expect(total > 10_000)
    for (target, lines) in linesPerTarget {
      #expect(lines * 10 <= total * 3, "\(target) holds \(lines) of \(total) code lines")
    }
  }

  @Test func bodiesAreMeasuredFromDeclarationToClosingBrace() {
    let source = """
      protocol P { func required() }
      struct S {
        init() {
          let s = "}"
        }
        func f(_ x: [Int] = []) -> Int {
          x.map { $0 }
            .count
        }
        var g: Int { 1 }
      }
      """
    let bodies = Self.bodies(of: SwiftLexer.lex(source).tokens)
    #expect(bodies.map(\.name) == ["init", "f"])
    #expect(bodies.map(\.lines) == [3, 4])
  }
}
