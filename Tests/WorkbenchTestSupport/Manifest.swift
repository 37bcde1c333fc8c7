import CodeFacts

/// Reads `Package.swift` as tokens, for tests that hold the package to its own structure.
public enum Manifest {
  /// Each target's string dependencies in a manifest: `name: "X"` then `dependencies: [...]`
  /// within the same call.
  public static func targetDependencies(inManifest text: String) -> [String: [String]] {
    let tokens = SwiftLexer.lex(text).tokens
    var result: [String: [String]] = [:]
    for index in tokens.indices where tokens[index].isIdentifier("name") {
      guard index + 2 < tokens.count, tokens[index + 1].isPunctuation(":"),
        tokens[index + 2].kind == .string
      else { continue }
      var dependencies: [String] = []
      var depth = 0
      var position = index + 3
      var inDependencies = false
      while position < tokens.count {
        let token = tokens[position]
        if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
        if token.isPunctuation(")") || token.isPunctuation("]") {
          if depth == 0 { break }
          depth -= 1
          if depth == 0 { inDependencies = false }
        }
        if depth == 0, token.isIdentifier("dependencies") { inDependencies = true }
        if inDependencies, depth == 1, token.kind == .string { dependencies.append(token.text) }
        position += 1
      }
      result[tokens[index + 2].text] = dependencies
    }
    return result
  }
}
