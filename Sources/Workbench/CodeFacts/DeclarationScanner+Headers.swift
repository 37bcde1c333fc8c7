/// Reading a type's or an extension's header: its name, its conformances, where its body opens.
extension DeclarationScanner {
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

  /// Records the type declared by the keyword at `keywordIndex`, and awaits its body.
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

  /// Records the extension whose keyword is at `keywordIndex`, and awaits its body.
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
}
