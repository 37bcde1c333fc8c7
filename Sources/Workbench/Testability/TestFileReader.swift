import CodeFacts

/// Reads an architecture's test files with the package's lexer, and sorts them into kit-free
/// unit tests and tests that need the screen.
public enum TestFileReader {
  /// Reads one test file.
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - text: Its source.
  ///   - screenModules: The modules that are a kit or drive a screen (see ``ScreenModules``).
  /// - Returns: The file's facts; it is kit-free when it imports none of `screenModules`.
  public static func read(
    path: String, text: String, screenModules: Set<String>
  ) -> TestFileFacts {
    let facts = CodeFacts.analyse(sources: [(path, text)])
    let imports = facts.files.first?.imports ?? []
    let tokens = SwiftLexer.lex(text).tokens
    let testCount = tokens.count { $0.kind == .attribute && $0.text == "Test" }
    let suites = facts.types.map(\.name).filter { !$0.contains(".") }
    let names = Set(tokens.filter { $0.kind == .identifier }.map(\.text))
    return TestFileFacts(
      path: path, imports: imports, testCount: testCount, suites: suites,
      mentionedNames: names, isKitFree: screenModules.isDisjoint(with: imports))
  }
}
