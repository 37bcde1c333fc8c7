import CodeFacts

/// Reads one file's tokens for the places a mutant can go: the top-level statements of function
/// and initializer bodies, the `weak` stored properties of types, and calls that hand on the
/// user's edit.
///
/// It follows braces: a `{` after a `func` or `init` header opens a body, one after a type's
/// header a type, any other `{` (a closure, an `if`, an accessor) a block whose statements are
/// not the function's own.
struct StatementScanner {
  /// What a pair of braces holds.
  enum Frame: Equatable {
    /// A function's body, with its return type as written without spaces (`nil`: none).
    case function(returnType: String?)
    /// An initializer's body.
    case initializer
    /// A type's members.
    case type
    /// Anything else: a closure, a control-flow block, an accessor.
    case other
  }

  /// A top-level statement of a body: its frame and its first and last token.
  struct Statement: Equatable {
    var frame: Frame
    var first: Int
    var last: Int
  }

  /// Words that start something other than a statement a mutant may delete.
  static let nonStatementWords: Set<String> = [
    "let", "var", "guard", "if", "switch", "for", "while", "return", "defer", "do", "case",
    "default", "throw", "repeat", "break", "continue", "fallthrough", "else", "catch", "func",
    "struct", "class", "enum", "get", "set", "willSet", "didSet", "init", "import", "typealias",
  ]

  let tokens: [SwiftToken]
  var statements: [Statement] = []
  /// The indices of `weak` tokens among a type's members.
  var weakProperties: [Int] = []
  /// The indices of `edit` tokens passed as a call's last labelled argument inside a body.
  var editArguments: [Int] = []

  private struct OpenFrame {
    var frame: Frame
    var open: Int
    var parentheses = 0
    var current: Int?
  }

  private var stack: [OpenFrame] = []
  private var pending: Frame?
  private var returnType: String?

  /// Scans `tokens`.
  init(_ tokens: [SwiftToken]) {
    self.tokens = tokens
    for index in tokens.indices {
      step(index)
    }
  }

  private mutating func step(_ index: Int) {
    let token = tokens[index]
    if token.isPunctuation("{") {
      if let returnType, case .function = pending { pending = .function(returnType: returnType) }
      stack.append(OpenFrame(frame: pending ?? controlBlockFrame() ?? .other, open: index))
      pending = nil
      returnType = nil
      return
    }
    if token.isPunctuation("}") {
      pending = nil
      returnType = nil
      if let top = stack.popLast(), let start = top.current, start < index {
        statements.append(Statement(frame: top.frame, first: start, last: index - 1))
      }
      return
    }
    noteStatementStart(index)
    if token.isPunctuation("(") || token.isPunctuation("[") { adjustParentheses(by: 1) }
    if token.isPunctuation(")") || token.isPunctuation("]") { adjustParentheses(by: -1) }
    noteDeclaration(index)
  }

  /// Words that open a block whose statements are still the function's own.
  static let controlWords: Set<String> = ["if", "guard", "for", "while", "switch", "do", "repeat"]

  /// The frame of a block that an `if`, `switch` or loop of a body opens: the body's own, so
  /// that the statements of its branches and cases are mutated too; `nil` for any other block.
  private func controlBlockFrame() -> Frame? {
    guard let top = stack.last, top.parentheses == 0, let start = top.current,
      tokens[start].kind == .identifier, Self.controlWords.contains(tokens[start].text)
    else { return nil }
    switch top.frame {
    case .function, .initializer: return top.frame
    case .type, .other: return nil
    }
  }

  private mutating func adjustParentheses(by change: Int) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].parentheses += change
  }

  private mutating func noteStatementStart(_ index: Int) {
    guard let top = stack.last, top.parentheses == 0 else { return }
    switch top.frame {
    case .function, .initializer:
      guard startsStatement(index, after: top.open) else { return }
      if let start = top.current {
        statements.append(Statement(frame: top.frame, first: start, last: index - 1))
      }
      stack[stack.count - 1].current = index
    case .type:
      if tokens[index].isIdentifier("weak") { weakProperties.append(index) }
    case .other:
      break
    }
  }

  /// Whether the token at `index` starts a statement of the body opened at `open`.
  private func startsStatement(_ index: Int, after open: Int) -> Bool {
    let token = tokens[index]
    guard token.kind != .punctuation || token.text == "@" else { return false }
    if token.isIdentifier("else") || token.isIdentifier("catch") { return false }
    if index == open + 1 { return true }
    let previous = tokens[index - 1]
    if previous.isPunctuation(";") { return true }
    guard token.line > previous.endLine else { return false }
    let continuing: Set<String> = [",", "=", "(", "[", ".", "&", "|", "+", "-", "*", "/", "?"]
    return !(previous.kind == .punctuation && continuing.contains(previous.text))
  }

  private mutating func noteDeclaration(_ index: Int) {
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
      if token.isPunctuation("->"), case .function = pending { returnType = "" }
      noteEditArgument(index)
      return
    }
    switch token.text {
    case "func", "deinit": pending = .function(returnType: nil)
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
    guard stack.last?.frame == .type, index + 2 < tokens.count,
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
      stack.contains(where: { $0.frame != .type && $0.frame != .other })
    else { return }
    editArguments.append(index)
  }
}
