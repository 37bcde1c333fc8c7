import CodeFacts

/// Reads `Package.swift` as tokens, for tests that hold the package to its own structure.
public enum Manifest {
  /// Each target's string dependencies in a manifest: `name: "X"` then `dependencies: [...]`
  /// within the same call, and those appended later the way `workbench new-architecture` does,
  /// `package.targets.first { $0.name == "X" }?.dependencies.append("Y")`.
  public static func targetDependencies(inManifest text: String) -> [String: [String]] {
    let tokens = SwiftLexer.lex(text).tokens
    var result = declaredDependencies(tokens)
    for (target, dependency) in appendedDependencies(tokens) {
      result[target, default: []].append(dependency)
    }
    return result
  }

  /// The dependencies written in each target's declaration.
  private static func declaredDependencies(_ tokens: [SwiftToken]) -> [String: [String]] {
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

  /// The `(target, dependency)` pairs of `….first { $0.name == "X" }?.dependencies.append("Y")`.
  private static func appendedDependencies(_ tokens: [SwiftToken]) -> [(String, String)] {
    var pairs: [(String, String)] = []
    for index in tokens.indices where tokens[index].isIdentifier("name") {
      guard index + 3 < tokens.count, tokens[index + 1].isPunctuation("="),
        tokens[index + 2].isPunctuation("="), tokens[index + 3].kind == .string
      else { continue }
      let window = tokens[index...].prefix(14)
      guard
        let append = window.firstIndex(where: { $0.isIdentifier("append") }),
        tokens[append - 2].isIdentifier("dependencies"), append + 2 < tokens.count,
        tokens[append + 1].isPunctuation("("), tokens[append + 2].kind == .string
      else { continue }
      pairs.append((tokens[index + 3].text, tokens[append + 2].text))
    }
    return pairs
  }
}
