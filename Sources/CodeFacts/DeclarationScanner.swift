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

  /// The qualified name of the innermost enclosing type or extended type, if any.
  var enclosingTypeName: String? {
    for scope in scopes.reversed() {
      switch scope.owner {
      case .type(let index): return result.types[index].name
      case .extension(let index): return result.extensions[index].extendedType
      case .other: continue
      }
    }
    return nil
  }

  mutating func declareType(_ kind: TypeKind, keywordIndex: Int) {
    guard let nameToken = token(keywordIndex + 1) else { return }
    let name = enclosingTypeName.map { $0 + "." + nameToken.text } ?? nameToken.text
    let modifiers = PropertyReader(tokens: tokens, lowerBound: scopes.last?.openIndex ?? -1)
      .modifiers(before: keywordIndex)
    let headerStart = keywordIndex + 2
    let braceIndex = bodyBrace(from: headerStart)
    let headerEnd = braceIndex ?? headerStart
    result.types.append(
      TypeFacts(
        name: name, kind: kind,
        isPublic: modifiers.contains("public") || modifiers.contains("open"),
        conformances: conformances(in: headerStart..<headerEnd), path: path,
        line: nameToken.line))
    let owner = Owner.type(result.types.count - 1)
    if let braceIndex {
      pending = (owner, braceIndex, headerStart)
    } else {
      record(mentionsIn: headerStart..<headerEnd, for: owner)
    }
  }

  mutating func declareExtension(keywordIndex: Int) {
    var reader = TypeExpressionReader(tokens: tokens, index: keywordIndex + 1)
    reader.readPath(inFunction: false, depth: 0)
    let extendedType = reader.mentioned.last ?? ""
    let headerStart = max(reader.index, keywordIndex + 2)
    let braceIndex = bodyBrace(from: headerStart)
    let headerEnd = braceIndex ?? headerStart
    result.extensions.append(
      ExtensionFacts(
        extendedType: extendedType, conformances: conformances(in: headerStart..<headerEnd),
        mentionedTypeNames: [], path: path, line: tokens[keywordIndex].line))
    let owner = Owner.extension(result.extensions.count - 1)
    if let braceIndex {
      pending = (owner, braceIndex, headerStart)
    } else {
      record(mentionsIn: headerStart..<headerEnd, for: owner)
    }
  }

  /// The index of the `{` that opens a body whose header starts at `start`, or `nil` when a
  /// `}` or `;` comes first.
  func bodyBrace(from start: Int) -> Int? {
    var index = start
    while let current = token(index) {
      if current.isPunctuation("{") { return index }
      if current.isPunctuation("}") || current.isPunctuation(";") { return nil }
      index += 1
    }
    return nil
  }

  /// The types after the header's `:`, up to `where`: split at top-level `,` and `&`.
  func conformances(in range: Range<Int>) -> [String] {
    var index = range.lowerBound
    if token(index)?.isPunctuation("<") == true {
      var depth = 0
      while index < range.upperBound, let current = token(index) {
        index += 1
        if current.isPunctuation("<") { depth += 1 }
        if current.isPunctuation(">") {
          depth -= 1
          if depth == 0 { break }
        }
      }
    }
    guard index < range.upperBound, token(index)?.isPunctuation(":") == true else { return [] }
    index += 1
    var names: [String] = []
    while index < range.upperBound, let current = token(index), !current.isIdentifier("where") {
      let start = index
      var reader = TypeExpressionReader(tokens: tokens, index: index)
      reader.skipPrefixes()
      reader.readPath(inFunction: false, depth: 0)
      if reader.index > start, reader.index <= range.upperBound {
        names.append(reader.text(from: start))
        index = reader.index
      } else {
        index += 1
      }
      if let separator = token(index), separator.isPunctuation(",") || separator.isPunctuation("&")
      {
        index += 1
      }
    }
    return names
  }

  mutating func close(_ scope: Scope, at index: Int) {
    let range = scope.headerStart..<max(scope.headerStart, index + 1)
    record(mentionsIn: range, for: scope.owner)
  }

  mutating func record(mentionsIn range: Range<Int>, for owner: Owner) {
    var names = Set<String>()
    let ownNames = declaredNames(in: range)
    for index in range {
      guard let current = token(index), current.kind == .identifier,
        let first = current.text.unicodeScalars.first, first >= "A", first <= "Z",
        !Self.notMentions.contains(current.text)
      else { continue }
      names.insert(current.text)
    }
    names.subtract(ownNames)
    switch owner {
    case .type(let typeIndex):
      names.remove(result.types[typeIndex].simpleName)
      result.types[typeIndex].mentionedTypeNames = names.sorted()
    case .extension(let extensionIndex):
      result.extensions[extensionIndex].mentionedTypeNames = names.sorted()
    case .other:
      break
    }
  }

  /// The names a declaration gives to types that are not types of the sources: its generic
  /// parameters (`Value` in `Signal<Value>`), associated types and type aliases.
  func declaredNames(in range: Range<Int>) -> Set<String> {
    var names = Set<String>()
    var index = range.lowerBound
    if token(index)?.isPunctuation("<") == true {
      var depth = 0
      while index < range.upperBound, let current = token(index) {
        if current.isPunctuation("<") { depth += 1 }
        if current.isPunctuation(">") { depth -= 1 }
        if depth == 0 { break }
        if depth == 1, current.kind == .identifier, let previous = token(index - 1),
          previous.isPunctuation("<") || previous.isPunctuation(",")
        {
          names.insert(current.text)
        }
        index += 1
      }
    }
    for position in range {
      guard let current = token(position),
        current.isIdentifier("associatedtype") || current.isIdentifier("typealias"),
        let name = token(position + 1), name.kind == .identifier
      else { continue }
      names.insert(name.text)
    }
    return names
  }
}
