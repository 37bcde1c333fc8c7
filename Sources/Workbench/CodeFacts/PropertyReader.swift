/// Reads a `let` or `var` declaration at a type's member level: its modifiers, its bindings,
/// and whether each stores a value.
struct PropertyReader {
  let tokens: [SwiftToken]
  /// The index of the type's opening brace: modifiers are not looked for before it.
  let lowerBound: Int

  func token(_ index: Int) -> SwiftToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  /// The modifier words before the declaration keyword at `index`, nearest first, including
  /// the words in parentheses after one (`set` in `private(set)`); attributes are skipped.
  func modifiers(before index: Int) -> [String] {
    var words: [String] = []
    var position = index - 1
    while position > lowerBound, let current = token(position) {
      if current.kind == .attribute {
        position -= 1
      } else if current.kind == .identifier, DeclarationScanner.modifierWords.contains(current.text)
      {
        words.append(current.text)
        position -= 1
      } else if current.isPunctuation(")"), let open = matchingOpen(before: position) {
        let owner = token(open - 1)
        guard let owner, owner.kind == .attribute || owner.kind == .identifier else { break }
        if owner.kind == .identifier {
          guard DeclarationScanner.modifierWords.contains(owner.text) else { break }
          words += tokens[(open + 1)..<position].filter { $0.kind == .identifier }.map(\.text)
        }
        position = open - 1
      } else {
        break
      }
    }
    return words
  }

  /// The `(` matching the `)` at `index`, not looking before ``lowerBound``.
  func matchingOpen(before index: Int) -> Int? {
    var depth = 0
    var position = index
    while position > lowerBound, let current = token(position) {
      if current.isPunctuation(")") { depth += 1 }
      if current.isPunctuation("(") {
        depth -= 1
        if depth == 0 { return position }
      }
      position -= 1
    }
    return nil
  }

  /// The stored properties declared by the `let` or `var` at `index`: none for a computed,
  /// `static` or `class` property, several for `var a: A, b: B`.
  func storedProperties(at index: Int) -> [StoredProperty] {
    guard let keyword = token(index) else { return [] }
    let modifiers = modifiers(before: index)
    guard !modifiers.contains("static"), !modifiers.contains("class") else { return [] }
    let ownership: ReferenceOwnership =
      modifiers.contains("weak") ? .weak : modifiers.contains("unowned") ? .unowned : .strong
    let isConstant = keyword.text == "let"
    var properties: [StoredProperty] = []
    var position = index + 1
    while let name = token(position), name.kind == .identifier {
      position += 1
      var type = ""
      var held: [String] = []
      var inferred = false
      if token(position)?.isPunctuation(":") == true {
        var reader = TypeExpressionReader(tokens: tokens, index: position + 1)
        reader.readType()
        type = reader.text(from: position + 1)
        held = reader.held
        position = reader.index
      }
      if token(position)?.isPunctuation("=") == true {
        if type.isEmpty {
          (type, held) = inferType(at: position + 1)
          inferred = !type.isEmpty
        }
        position = endOfInitializer(from: position + 1)
      } else if !isConstant, token(position)?.isPunctuation("{") == true {
        let first = token(position + 1)
        guard first?.isIdentifier("willSet") == true || first?.isIdentifier("didSet") == true
        else { return properties }
      }
      properties.append(
        StoredProperty(
          name: name.text, type: type, typeIsInferred: inferred, heldTypeNames: held,
          ownership: ownership, isLazy: modifiers.contains("lazy"), isConstant: isConstant,
          line: name.line))
      guard token(position)?.isPunctuation(",") == true else { break }
      position += 1
    }
    return properties
  }

  /// The type an initializer gives its property, and the types it holds: `Calculator` for
  /// `Calculator()`, `Relay<String>` for `Relay<String>()`, `String` for a string literal.
  func inferType(at index: Int) -> (type: String, held: [String]) {
    guard let first = token(index) else { return ("", []) }
    switch first.kind {
    case .string: return ("String", [])
    case .number:
      let isHex = first.text.hasPrefix("0x")
      let isFloat = first.text.contains(".") || (!isHex && first.text.lowercased().contains("e"))
      return (isFloat ? "Double" : "Int", [])
    case .identifier where first.text == "true" || first.text == "false":
      return ("Bool", [])
    case .identifier:
      guard let initial = first.text.unicodeScalars.first, initial >= "A", initial <= "Z" else {
        return ("", [])
      }
      var reader = TypeExpressionReader(tokens: tokens, index: index)
      var path = first.text
      reader.index += 1
      reader.readGenericArguments(inFunction: false, depth: 0)
      while reader.token()?.isPunctuation(".") == true, let next = reader.token(1),
        let nextInitial = next.text.unicodeScalars.first, nextInitial >= "A", nextInitial <= "Z"
      {
        path += "." + next.text
        reader.index += 2
        reader.readGenericArguments(inFunction: false, depth: 0)
      }
      let end = reader.index
      let isInitializer =
        reader.token()?.isPunctuation("(") == true || reader.token()?.isPunctuation("{") == true
        || (reader.token()?.isPunctuation(".") == true
          && reader.token(1)?.isIdentifier("init") == true)
      guard isInitializer else { return ("", []) }
      reader.index = end
      return (reader.text(from: index), [path] + reader.held)
    default:
      return ("", [])
    }
  }

  /// The index after an initializer expression: at the next top-level `,` that starts another
  /// binding (`, name:` or `, name =`), or wherever the expression visibly ends.
  func endOfInitializer(from index: Int) -> Int {
    var depth = 0
    var position = index
    while let current = token(position) {
      if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
        depth += 1
      } else if current.isPunctuation(")") || current.isPunctuation("]")
        || current.isPunctuation("}")
      {
        depth -= 1
        if depth < 0 { return position }
      } else if depth == 0, current.isPunctuation(";") {
        return position
      } else if depth == 0, current.isPunctuation(","), token(position + 1)?.kind == .identifier,
        token(position + 2)?.isPunctuation(":") == true
          || token(position + 2)?.isPunctuation("=") == true
      {
        return position
      } else if depth == 0, position > index, let previous = token(position - 1),
        current.line > previous.endLine, startsDeclaration(current)
      {
        return position
      }
      position += 1
    }
    return position
  }

  /// Whether `token` can start a member declaration.
  func startsDeclaration(_ token: SwiftToken) -> Bool {
    if token.kind == .attribute { return true }
    let words: Set<String> = [
      "let", "var", "func", "init", "deinit", "subscript", "case", "typealias", "class",
      "struct", "enum", "actor", "protocol", "extension",
    ]
    return token.kind == .identifier
      && (words.contains(token.text) || DeclarationScanner.modifierWords.contains(token.text))
  }
}
