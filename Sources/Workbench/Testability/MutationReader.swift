import CodeFacts

/// Turns the places ``StatementScanner`` found into mutation points, reading the source text
/// around them.
struct MutationReader {
  let tokens: [SwiftToken]
  let ranges: [Range<Int>]
  let scalars: [Unicode.Scalar]
  /// The declared type of each stored property or variable of the file, by name, where its
  /// declaration says it (`var token: String`, `var count = 0`); names declared twice with
  /// different types are left out.
  let declaredTypes: [String: String]

  init(tokens: [SwiftToken], ranges: [Range<Int>], scalars: [Unicode.Scalar]) {
    self.tokens = tokens
    self.ranges = ranges
    self.scalars = scalars
    declaredTypes = Self.readDeclaredTypes(tokens)
  }

  /// The text of `range` in the source.
  func text(_ range: Range<Int>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    return String(view)
  }

  /// The text from token `first` to token `last`, on one line and at most 80 characters long.
  func shortText(_ first: Int, _ last: Int) -> String {
    let words = text(ranges[first].lowerBound..<ranges[last].upperBound)
      .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
    let line = words.joined(separator: " ")
    return line.count > 80 ? String(line.prefix(79)) + "…" : line
  }

  /// The deletion and the constant values one statement allows.
  func points(for statement: StatementScanner.Statement) -> [PendingPoint] {
    var result: [PendingPoint] = []
    let first = tokens[statement.first]
    let start = ranges[statement.first].lowerBound
    let end = ranges[statement.last].upperBound
    let original = shortText(statement.first, statement.last)
    if let wrapper = deletionWrapper(statement), first.kind == .identifier,
      !StatementScanner.nonStatementWords.contains(first.text)
    {
      result.append(
        PendingPoint(
          line: first.line, endLine: tokens[statement.last].endLine, kind: .deleteStatement,
          original: original, mutated: "(deleted)",
          edits: { id in
            [
              SchemaEdit(
                range: start..<start, text: wrapper.opening(SourceMutator.switchName, id),
                isOpening: true),
              SchemaEdit(range: end..<end, text: wrapper.closing),
            ]
          }))
    }
    if let point = constantValue(in: statement, original: original) { result.append(point) }
    return result
  }

  /// How a deleted statement is written in the schema.
  enum DeletionWrapper {
    /// `if !workbenchMutant(id) { statement }`: a statement of a body that is no expression.
    case skipped
    /// `(workbenchMutant(id) ? () : (statement))`: the only statement of a closure, which may
    /// be the closure's value; it compiles only where that value is `()` (or `()?`), so the
    /// compiler rejects the deletion where the closure returned the statement's value, and the
    /// closure's type stays what it was.
    case voidValue

    func opening(_ switchName: String, _ id: Int) -> String {
      switch self {
      case .skipped: "if !\(switchName)(\(id)) { "
      case .voidValue: "(\(switchName)(\(id)) ? () : ("
      }
    }

    var closing: String {
      switch self {
      case .skipped: " }"
      case .voidValue: "))"
      }
    }
  }

  /// How deleting `statement` is written, or `nil` where it may not be deleted: a statement of a
  /// function that returns nothing or of a closure is skipped, except the only statement of a
  /// closure's body that is not an assignment (whose value is `()`), which becomes `()`; a
  /// statement of a function that returns a value is skipped when it stands at the body's own
  /// level beside others (a `return` is never deleted, so the value survives).
  func deletionWrapper(_ statement: StatementScanner.Statement) -> DeletionWrapper? {
    switch statement.frame {
    case .function(returnType: nil): return .skipped
    case .function:
      // A function that returns a value keeps the value: only the statements at its body's own
      // level before it (the wiring of a factory) are deleted, never a body's only statement,
      // which may be the value itself.
      guard !statement.isInControlBlock, !statement.isOnlyStatementOfBody else { return nil }
      return .skipped
    case .closure:
      guard statement.isOnlyStatementOfClosure, assignment(in: statement) == nil else {
        return .skipped
      }
      return .voidValue
    case .initializer, .type, .other: return nil
    }
  }

  /// A returned value, or an assigned one, replaced with a constant of its type.
  private func constantValue(
    in statement: StatementScanner.Statement, original: String
  ) -> PendingPoint? {
    let first = tokens[statement.first]
    var valueStart: Int
    var type: String?
    if first.isIdentifier("return") {
      guard statement.first < statement.last else { return nil }
      valueStart = statement.first + 1
      switch statement.frame {
      case .function(let returned?): type = returned
      case .closure: type = Self.literalType(Array(tokens[valueStart...statement.last]))
      default: return nil
      }
    } else {
      guard statement.frame != .other, first.kind == .identifier,
        !StatementScanner.nonStatementWords.contains(first.text),
        let equals = assignment(in: statement)
      else { return nil }
      valueStart = equals + 1
      type = assignedType(target: statement.first..<equals, value: valueStart...statement.last)
    }
    guard valueStart <= statement.last, let type else { return nil }
    let valueText = shortText(valueStart, statement.last)
    guard let constant = Self.constant(ofType: type, replacing: valueText) else { return nil }
    let start = ranges[valueStart].lowerBound
    let end = ranges[statement.last].upperBound
    return PendingPoint(
      line: tokens[valueStart].line, endLine: tokens[statement.last].endLine,
      kind: .constantValue, original: original,
      mutated: "\(valueText) → \(constant)",
      edits: { id in
        [
          SchemaEdit(
            range: start..<start, text: "(\(SourceMutator.switchName)(\(id)) ? \(constant) : (",
            nesting: 1, isOpening: true),
          SchemaEdit(range: end..<end, text: "))", nesting: 1),
        ]
      })
  }

  /// The index of the statement's assignment `=`, outside parentheses, when it has one.
  private func assignment(in statement: StatementScanner.Statement) -> Int? {
    var depth = 0
    for index in statement.first...statement.last {
      let token = tokens[index]
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth -= 1
      } else if depth == 0, token.isPunctuation("="), isPlainAssignment(index) {
        return index < statement.last ? index : nil
      }
    }
    return nil
  }

  /// Whether the `=` at `index` stands alone, not part of `==`, `+=`, `<=` or `!=`.
  private func isPlainAssignment(_ index: Int) -> Bool {
    let operators: Set<String> = ["=", "!", "<", ">", "+", "-", "*", "/", "%", "&", "|", "^", "~"]
    if index > 0, tokens[index - 1].kind == .punctuation,
      operators.contains(tokens[index - 1].text),
      ranges[index - 1].upperBound == ranges[index].lowerBound
    {
      return false
    }
    if index + 1 < tokens.count, tokens[index + 1].isPunctuation("="),
      ranges[index].upperBound == ranges[index + 1].lowerBound
    {
      return false
    }
    return true
  }
}
