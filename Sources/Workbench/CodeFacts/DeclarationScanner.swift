/// What one file declares, as ``DeclarationScanner`` finds it.
struct ScannedSource {
  var file: SourceFileFacts
  var types: [TypeFacts] = []
  var extensions: [ExtensionFacts] = []
}

/// Finds the declarations in one file's tokens: imports, types and protocols with their
/// conformances, stored properties and mentioned names, and extensions.
///
/// It follows braces and parentheses only, with no full parser: a declaration keyword counts
/// when it is not inside parentheses and is followed by a name, and a `let` or `var` is a member
/// when it sits directly in a type's braces.
struct DeclarationScanner {
  /// Keywords that can follow `class` when it is a modifier (`class func`), not a declaration.
  static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "public",
    "private", "fileprivate", "internal", "open", "package", "nonisolated", "required",
    "convenience", "dynamic", "mutating", "typealias", "lazy", "weak", "unowned", "indirect",
  ]

  /// Words that may precede a declaration's keyword.
  static let modifierWords: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class",
    "final", "lazy", "weak", "unowned", "override", "nonisolated", "required", "convenience",
    "dynamic", "optional", "mutating", "nonmutating", "indirect", "isolated", "distributed",
    "consuming", "borrowing", "__owned", "set", "safe", "unsafe",
  ]

  /// Capitalised keywords that are not type names.
  static let notMentions: Set<String> = ["Self", "Type", "Protocol"]

  enum Owner {
    case type(Int)
    case `extension`(Int)
    case other
  }

  struct Scope {
    var owner: Owner
    /// The brace depth inside the scope's braces.
    var braceDepth: Int
    /// The parenthesis depth at its opening brace.
    var parenDepth: Int
    /// The index of its opening brace.
    var openIndex: Int
    /// The first token of the declaration's header, after its name.
    var headerStart: Int
  }

  let tokens: [SwiftToken]
  let path: String
  var result: ScannedSource
  var scopes: [Scope] = []
  var braceDepth = 0
  var parenDepth = 0
  /// A type or extension whose body opens at a brace not reached yet.
  var pending: (owner: Owner, braceIndex: Int, headerStart: Int)?

  /// Scans the tokens of the file at `path`.
  static func scan(_ lexed: LexedSource, path: String) -> ScannedSource {
    var scanner = DeclarationScanner(
      tokens: lexed.tokens, path: path,
      result: ScannedSource(
        file: SourceFileFacts(path: path, codeLines: lexed.codeLineCount, imports: [])))
    scanner.run()
    return scanner.result
  }

  func token(_ index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  mutating func run() {
    var index = 0
    while index < tokens.count {
      visit(index)
      index += 1
    }
    while let scope = scopes.popLast() {
      close(scope, at: tokens.count - 1)
    }
  }

  mutating func visit(_ index: Int) {
    let current = tokens[index]
    switch current.kind {
    case .punctuation:
      visitPunctuation(current.text, at: index)
    case .identifier:
      visitWord(current.text, at: index)
    default:
      break
    }
  }

  mutating func visitPunctuation(_ text: String, at index: Int) {
    switch text {
    case "{":
      braceDepth += 1
      var scope = Scope(
        owner: .other, braceDepth: braceDepth, parenDepth: parenDepth, openIndex: index,
        headerStart: index)
      if let pending, pending.braceIndex == index {
        scope.owner = pending.owner
        scope.headerStart = pending.headerStart
        self.pending = nil
      }
      scopes.append(scope)
    case "}":
      braceDepth = max(0, braceDepth - 1)
      if let scope = scopes.popLast() { close(scope, at: index) }
    case "(", "[":
      parenDepth += 1
    case ")", "]":
      parenDepth = max(0, parenDepth - 1)
    default:
      break
    }
  }

  /// Whether the current position is outside any parentheses opened in the innermost scope.
  var isAtDeclarationLevel: Bool {
    parenDepth == (scopes.last?.parenDepth ?? 0)
  }

  mutating func visitWord(_ word: String, at index: Int) {
    let previous = token(index - 1)
    let afterDot = previous?.isPunctuation(".") == true
    switch word {
    case "import" where braceDepth == 0 && !afterDot:
      readImport(at: index)
    case "class", "struct", "enum", "actor", "protocol":
      guard isAtDeclarationLevel, !afterDot, previous?.isIdentifier("import") != true,
        let name = token(index + 1), name.kind == .identifier,
        !Self.notTypeNames.contains(name.text), let kind = TypeKind(rawValue: word)
      else { return }
      declareType(kind, keywordIndex: index)
    case "extension":
      guard isAtDeclarationLevel, !afterDot, let name = token(index + 1),
        name.kind == .identifier
      else { return }
      declareExtension(keywordIndex: index)
    case "let", "var":
      guard let scope = scopes.last, case .type(let typeIndex) = scope.owner,
        braceDepth == scope.braceDepth, parenDepth == scope.parenDepth,
        result.types[typeIndex].kind != .protocol
      else { return }
      let properties = PropertyReader(tokens: tokens, lowerBound: scope.openIndex)
        .storedProperties(at: index)
      result.types[typeIndex].storedProperties += properties
    default:
      break
    }
  }

  mutating func readImport(at index: Int) {
    var next = index + 1
    let kinds: Set<String> = [
      "struct", "class", "enum", "protocol", "func", "var", "let", "typealias", "actor",
    ]
    if let kind = token(next), kind.kind == .identifier, kinds.contains(kind.text) { next += 1 }
    guard let module = token(next), module.kind == .identifier else { return }
    result.file.imports.append(module.text)
  }
}
