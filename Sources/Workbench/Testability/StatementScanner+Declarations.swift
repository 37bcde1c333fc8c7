import CodeFacts

extension StatementScanner {
  /// Notes what the token at `index` declares: a function, an initializer, a type, a getter;
  /// a function's return type, read after a `->` outside its parameters' parentheses.
  mutating func noteDeclaration(_ index: Int) {
    let token = tokens[index]
    let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
    if returnType != nil, case .function = pending {
      let stops: Set<String> = ["throws", "rethrows", "async", "where"]
      if token.kind == .identifier, stops.contains(token.text) {
        pending = .function(returnType: returnType)
        returnType = nil
      } else if !token.isPunctuation("->") {
        returnType? += token.text
      }
    }
    guard token.kind == .identifier, !afterDot else {
      if token.isPunctuation("->"), headerDepth == 0, case .function = pending { returnType = "" }
      noteEditArgument(index)
      return
    }
    switch token.text {
    case "func", "deinit":
      pending = .function(returnType: nil)
      headerDepth = 0
    case "init": pending = .initializer
    case "class", "struct", "enum", "extension", "protocol", "actor":
      if index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
        !["func", "var", "let"].contains(tokens[index + 1].text)
      {
        pending = .type
      }
    case "var": noteComputedProperty(index)
    default: noteEditArgument(index)
    }
  }

  /// A `var name: Type {` among a type's members is a getter: its body is read as a function's.
  private mutating func noteComputedProperty(_ index: Int) {
    guard innermostFrame == .type, index + 2 < tokens.count,
      tokens[index + 2].isPunctuation(":")
    else { return }
    var type = ""
    var position = index + 3
    while position < tokens.count, tokens[position].line == tokens[index].line {
      let token = tokens[position]
      if token.isPunctuation("=") { return }
      if token.isPunctuation("{") {
        pending = .function(returnType: type)
        return
      }
      type += token.text
      position += 1
    }
  }

  private mutating func noteEditArgument(_ index: Int) {
    guard index >= 3, index + 1 < tokens.count, tokens[index].isIdentifier("edit"),
      tokens[index + 1].isPunctuation(")"), tokens[index - 1].isPunctuation(":"),
      tokens[index - 2].kind == .identifier, tokens[index - 3].isPunctuation(","),
      isInBody
    else { return }
    editArguments.append(index)
  }
}
