import CodeFacts
import Foundation
import Testing
import WorkbenchTestSupport

/// The package stays readable in small pieces: no target holds more than 20% of the code lines
/// under `Sources`, no source file is longer than 300 lines, and no function or initializer body
/// is longer than 60 lines.
struct SourceSizeTests {
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources").path

  /// Every Swift file under `Sources`, with its path relative to `Sources`, lexed: read and
  /// lexed once for all the suite's tests.
  private static let lexedFiles = Result { () throws -> [(path: String, lexed: LexedSource)] in
    let enumerator = FileManager.default.enumerator(atPath: sources)
    var files: [(path: String, lexed: LexedSource)] = []
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
      files.append((path, SwiftLexer.lex(text)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// Every Swift file under `Sources`, with its path relative to `Sources`, lexed.
  private static func swiftFiles() throws -> [(path: String, lexed: LexedSource)] {
    let files = try lexedFiles.get()
    // A guard that reads nothing passes: fail instead when the enumerator finds no file.
    try #require(files.count > 100, "found \(files.count) Swift files under \(sources)")
    return files
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
      let lines = file.lexed.lineCount
      #expect(lines <= 300, "Sources/\(file.path) has \(lines) lines")
    }
  }

  @Test func noFunctionIsLongerThan60Lines() throws {
    for file in try Self.swiftFiles() {
      for body in Self.bodies(of: file.lexed.tokens) where body.lines > 60 {
        Issue.record("Sources/\(file.path):\(body.line): \(body.name) has \(body.lines) lines")
      }
    }
  }

  /// The code lines (lines with a token outside comments) of each target whose folder
  /// `Package.swift` names, keyed by that folder, and of all the files under `Sources` but the
  /// change requests' copies.
  static func codeLinesPerTarget() throws -> (perTarget: [String: Int], total: Int) {
    let root = URL(fileURLWithPath: sources).deletingLastPathComponent().path
    let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    let folders = Manifest.targetPaths(inManifest: manifest).values
      .filter { $0.hasPrefix("Sources/") }
      .map { String($0.dropFirst("Sources/".count)) + "/" }
    var perTarget: [String: Int] = [:]
    var total = 0
    // A change request's folders are copies of targets counted once already.
    for file in try swiftFiles() where !file.path.contains("/Changes/") {
      let lines = file.lexed.codeLines.count
      total += lines
      if let folder = folders.first(where: { file.path.hasPrefix($0) }) {
        perTarget["Sources/" + folder.dropLast(), default: 0] += lines
      }
    }
    return (perTarget, total)
  }

  @Test func noTargetHoldsMoreThan20PercentOfTheCodeLines() throws {
    let (perTarget, total) = try Self.codeLinesPerTarget()
    #expect(total > 10_000)
    #expect(perTarget.count > 30, "\(perTarget.keys.sorted())")
    for (target, lines) in perTarget {
      #expect(lines * 5 <= total, "\(target) holds \(lines) of \(total) code lines")
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
