import CodeFacts

/// Reads one file's tokens for the places a mutant can go: the top-level statements of function,
/// initializer and closure bodies, the `weak` stored properties of types, and calls that hand on
/// the user's edit.
///
/// It follows braces: a `{` after a `func` or `init` header opens a body, one after a type's
/// header a type, one after an `if`, `switch` or loop of a body a block of that body, one that
/// follows an expression (a trailing closure, a closure argument, a closure assigned to a
/// property) a closure's body, whose signature up to `in` is skipped; any other `{` (an accessor,
/// a `defer`, an `if` or `switch` expression) opens a block whose statements are not mutated.
struct StatementScanner {
  /// What a pair of braces holds.
  enum Frame: Equatable {
    /// A function's body, with its return type as written without spaces (`nil`: none).
    case function(returnType: String?)
    /// An initializer's body.
    case initializer
    /// A closure's body, or a block that an `if`, `switch` or loop of one opens.
    case closure
    /// A type's members.
    case type
    /// Anything else: an accessor, a `defer`, an `if` or `switch` expression's branches.
    case other
  }

  /// A top-level statement of a body: its frame and its first and last token.
  struct Statement: Equatable {
    var frame: Frame
    var first: Int
    var last: Int
    /// Whether it is the only statement of a closure's body, whose value the closure may return.
    var isOnlyStatementOfClosure = false
    /// Whether it is the only statement of a declaration's body, whose value a function that
    /// returns one returns.
    var isOnlyStatementOfBody = false
    /// Whether it is in a block that an `if`, `switch` or loop opens, not the body's own level.
    var isInControlBlock = false
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
    /// The first token of the body: after the `{`, or after a closure's `in`.
    var bodyStart: Int
    var isClosureBody = false
    /// Whether it is a block of an `if`, `switch` or loop, not a body of its own.
    var isControlBlock = false
    var parentheses = 0
    var current: Int?
    /// Whether the current statement has an `if`, `switch`, loop, `else` or `catch` outside
    /// parentheses since its last block, so that the next `{` is that block.
    var sawControlWord = false
    /// The indices in `statements` of this body's statements.
    var members: [Int] = []
  }

  private var stack: [OpenFrame] = []
  /// The frame the next `{` opens, when a declaration's header said it.
  var pending: Frame?
  /// The return type read so far in a function's header, after its `->`.
  var returnType: String?
  /// The depth of parentheses and brackets in the current declaration's header: a `->` inside
  /// them belongs to a closure-typed parameter, not to the function.
  var headerDepth = 0
  /// Whether a body is open, so that an `edit` argument is a call's.
  var isInBody: Bool { stack.contains { $0.frame != .type && $0.frame != .other } }
  /// The frame of the innermost open brace, `nil` at file scope.
  var innermostFrame: Frame? { stack.last?.frame }

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
      openFrame(at: index)
      pending = nil
      returnType = nil
      return
    }
    if token.isPunctuation("}") {
      pending = nil
      returnType = nil
      closeFrame(at: index)
      return
    }
    noteStatementStart(index)
    noteControlWord(index)
    if token.isPunctuation("(") || token.isPunctuation("[") {
      adjustParentheses(by: 1)
      headerDepth += 1
    }
    if token.isPunctuation(")") || token.isPunctuation("]") {
      adjustParentheses(by: -1)
      headerDepth -= 1
    }
    noteDeclaration(index)
  }

  /// Opens the frame of the `{` at `index`.
  private mutating func openFrame(at index: Int) {
    let control = pending == nil ? controlBlockFrame() : nil
    var frame = pending ?? control
    var bodyStart = index + 1
    let isClosure = frame == nil && opensClosure(at: index)
    if isClosure {
      frame = .closure
      bodyStart = closureSignatureEnd(after: index).map { $0 + 1 } ?? index + 1
    }
    if !stack.isEmpty { stack[stack.count - 1].sawControlWord = false }
    stack.append(
      OpenFrame(
        frame: frame ?? .other, open: index, bodyStart: bodyStart, isClosureBody: isClosure,
        isControlBlock: control != nil))
  }

  /// Closes the innermost frame at the `}` at `index`, ending its last statement.
  private mutating func closeFrame(at index: Int) {
    guard let top = stack.last else { return }
    if let start = top.current, start < index { appendStatement(first: start, last: index - 1) }
    guard let closed = stack.popLast() else { return }
    if closed.isClosureBody, closed.members.count == 1, let only = closed.members.first {
      statements[only].isOnlyStatementOfClosure = true
    }
    if !closed.isControlBlock, closed.members.count == 1, let only = closed.members.first {
      statements[only].isOnlyStatementOfBody = true
    }
  }

  /// Words after which a `{` opens an accessor or a `defer`, not a closure.
  static let accessorWords: Set<String> = [
    "get", "set", "willSet", "didSet", "_read", "_modify", "defer",
  ]

  /// Whether the `{` at `index`, which opens neither a declaration's body nor a block of a
  /// statement that starts with `if`, `switch` or a loop, opens a closure: inside a body, unless
  /// it belongs to an accessor, a `defer` or an `if` or `switch` expression; among a type's
  /// members or at the top of the file, when it is a value assigned with `=`.
  private func opensClosure(at index: Int) -> Bool {
    guard let top = stack.last else { return index > 0 && tokens[index - 1].isPunctuation("=") }
    switch top.frame {
    case .function, .initializer, .closure:
      if top.parentheses > 0 { return true }
      guard !top.sawControlWord else { return false }
      guard let start = top.current else { return true }
      return !(tokens[start].kind == .identifier && Self.accessorWords.contains(tokens[start].text))
    case .type:
      return top.parentheses == 0 && index > 0 && tokens[index - 1].isPunctuation("=")
    case .other:
      return false
    }
  }

  /// The index of the `in` that ends the signature of the closure opened at `open`
  /// (`[weak self] owner, text in`), or `nil` when it has none.
  private func closureSignatureEnd(after open: Int) -> Int? {
    let stops: Set<String> = [
      "for", "if", "guard", "switch", "while", "let", "var", "return", "case", "try", "await",
    ]
    var position = open + 1
    while position < tokens.count {
      let token = tokens[position]
      switch token.kind {
      case .identifier:
        if token.text == "in" { return position }
        if stops.contains(token.text) { return nil }
      case .attribute:
        break
      case .punctuation:
        if ["{", "}", ";"].contains(token.text) { return nil }
      case .directive, .string, .regex, .number:
        return nil
      }
      position += 1
    }
    return nil
  }

  /// Notes an `if`, `switch`, loop, `else` or `catch` of the current statement, outside
  /// parentheses.
  private mutating func noteControlWord(_ index: Int) {
    guard let top = stack.last, top.parentheses == 0, tokens[index].kind == .identifier,
      index == 0 || !tokens[index - 1].isPunctuation("."),
      Self.controlWords.contains(tokens[index].text) || tokens[index].isIdentifier("else")
        || tokens[index].isIdentifier("catch")
    else { return }
    stack[stack.count - 1].sawControlWord = true
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
    case .function, .initializer, .closure: return top.frame
    case .type, .other: return nil
    }
  }

  private mutating func noteStatementStart(_ index: Int) {
    guard let top = stack.last, top.parentheses == 0 else { return }
    switch top.frame {
    case .function, .initializer, .closure:
      guard index >= top.bodyStart, startsStatement(index, bodyStart: top.bodyStart) else { return }
      if let start = top.current { appendStatement(first: start, last: index - 1) }
      stack[stack.count - 1].current = index
      stack[stack.count - 1].sawControlWord = false
    case .type:
      if tokens[index].isIdentifier("weak") { weakProperties.append(index) }
    case .other:
      break
    }
  }

  /// Adds a statement of the innermost body.
  private mutating func appendStatement(first: Int, last: Int) {
    guard let top = stack.last else { return }
    stack[stack.count - 1].members.append(statements.count)
    statements.append(
      Statement(
        frame: top.frame, first: first, last: last, isInControlBlock: top.isControlBlock))
  }

  /// Whether the token at `index` starts a statement of the body that starts at `bodyStart`.
  private func startsStatement(_ index: Int, bodyStart: Int) -> Bool {
    let token = tokens[index]
    guard token.kind != .punctuation || token.text == "@" else { return false }
    if token.isIdentifier("else") || token.isIdentifier("catch") { return false }
    if index == bodyStart { return true }
    let previous = tokens[index - 1]
    if previous.isPunctuation(";") { return true }
    guard token.line > previous.endLine else { return false }
    let continuing: Set<String> = [",", "=", "(", "[", ".", "&", "|", "+", "-", "*", "/", "?"]
    return !(previous.kind == .punctuation && continuing.contains(previous.text))
  }

  private mutating func adjustParentheses(by change: Int) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].parentheses += change
  }
}
