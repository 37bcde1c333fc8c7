import CodeFacts

extension MutationReader {
  /// The constant that replaces a value of `type`, or `nil` for a type with no obvious one or a
  /// value that already is it.
  ///
  /// - Parameters:
  ///   - type: The type as written, without spaces (`String`, `Int128`, `(any View)?`).
  ///   - value: The value's text, to leave a value that is the constant already alone.
  /// - Returns: `""`, `0`, `false` (`true` for `false`), `nil` or `[]`.
  static func constant(ofType type: String, replacing value: String) -> String? {
    let constant: String
    if type.hasSuffix("?") {
      constant = "nil"
    } else if type.hasPrefix("[") {
      constant = "[]"
    } else if type == "String" || type == "Substring" {
      constant = "\"\""
    } else if type == "Bool" {
      constant = value == "false" ? "true" : "false"
    } else if [
      "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16",
      "UInt32", "UInt64", "UInt128", "Double", "Float",
    ].contains(type) {
      constant = "0"
    } else {
      return nil
    }
    return value == constant ? nil : constant
  }

  /// The type of what is assigned: the target's declared type when it is a name of this file
  /// (`token`, `self.token`), otherwise what a literal value or `String(…)` says.
  func assignedType(target: Range<Int>, value: ClosedRange<Int>) -> String? {
    let names = target.map { tokens[$0] }
    if names.count == 1, names[0].kind == .identifier, let type = declaredTypes[names[0].text] {
      return type
    }
    if names.count == 3, names[0].isIdentifier("self"), names[1].isPunctuation("."),
      let type = declaredTypes[names[2].text]
    {
      return type
    }
    let values = value.map { tokens[$0] }
    if values.count == 1, values[0].kind == .identifier, let type = declaredTypes[values[0].text] {
      return type
    }
    return Self.literalType(values)
  }

  /// The type of a value that says it: a string literal, a number, `true`/`false`, `String(…)`.
  static func literalType(_ value: [SwiftToken]) -> String? {
    guard let first = value.first else { return nil }
    if first.isIdentifier("String"), value.count > 1, value[1].isPunctuation("(") {
      return "String"
    }
    guard value.count == 1 else { return nil }
    switch first.kind {
    case .string: return "String"
    case .number: return first.text.contains(".") ? "Double" : "Int"
    case .identifier where first.text == "true" || first.text == "false": return "Bool"
    default: return nil
    }
  }

  /// Every `var`/`let name: Type`, `var`/`let name = literal` and function parameter
  /// `name: Type` of the file, by name.
  static func readDeclaredTypes(_ tokens: [SwiftToken]) -> [String: String] {
    var types: [String: String] = [:]
    var conflicting = Set<String>()
    for (name, type) in readParameterTypes(tokens) {
      if let known = types[name], known != type { conflicting.insert(name) }
      types[name] = type
    }
    for index in tokens.indices
    where tokens[index].isIdentifier("var") || tokens[index].isIdentifier("let") {
      guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
      let name = tokens[index + 1].text
      var type: String?
      if tokens[index + 2].isPunctuation(":") {
        var text = ""
        var position = index + 3
        while position < tokens.count, tokens[position].line == tokens[index].line,
          !tokens[position].isPunctuation("="), !tokens[position].isPunctuation("{")
        {
          text += tokens[position].text
          position += 1
        }
        type = text.isEmpty ? nil : text
      } else if tokens[index + 2].isPunctuation("="), index + 3 < tokens.count {
        let sameLine = tokens[(index + 3)...].prefix { $0.line == tokens[index].line }
        type = literalType(Array(sameLine))
      }
      guard let type else { continue }
      if let known = types[name], known != type { conflicting.insert(name) }
      types[name] = type
    }
    for name in conflicting { types[name] = nil }
    return types
  }

  /// The parameters of the file's functions, `(name, type)`: the name before the colon, the
  /// type's tokens after it up to the next comma or the closing parenthesis.
  static func readParameterTypes(_ tokens: [SwiftToken]) -> [(String, String)] {
    var result: [(String, String)] = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      guard tokens[index].isIdentifier("func") || tokens[index].isIdentifier("init") else {
        continue
      }
      while index < tokens.count, !tokens[index].isPunctuation("(") { index += 1 }
      var depth = 0
      var type = ""
      var name: String?
      while index < tokens.count {
        let token = tokens[index]
        index += 1
        if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
        if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
        let ends = depth == 0 || (depth == 1 && token.isPunctuation(","))
        if ends, let parameter = name, !type.isEmpty { result.append((parameter, type)) }
        if depth == 0 { break }
        if ends || token.isPunctuation("(") && depth == 1 {
          name = nil
          type = ""
        } else if name != nil {
          type += token.text
        } else if token.isPunctuation(":"), index >= 2, tokens[index - 2].kind == .identifier {
          name = tokens[index - 2].text
        }
      }
    }
    return result
  }
}
