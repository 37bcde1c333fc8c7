import Diagnostics

/// Turns the tokens of one line into a directive, or into errors that say what is wrong.
///
/// The grammar, one directive per line:
///
/// ```
/// type   FIELD TEXT
/// set    FIELD TEXT
/// delete FIELD [COUNT]
/// clear  FIELD
/// expect TARGET TEXT
///
/// FIELD  = token | input
/// TARGET = result | token | input
/// TEXT   = STRING [* COUNT]
/// ```
struct ScenarioLineParser {
  /// A directive with the offset that its cost (events and text) is blamed on.
  struct Parsed {
    /// The directive, its text expanded.
    var directive: Directive

    /// The offset of the count, the literal or the keyword that a limit error points at.
    var costOffset: Int
  }

  /// The directives' keywords, in the order that hints list them.
  static let keywords = ["type", "set", "delete", "clear", "expect"]

  private static let fieldNames = Field.allCases.map(\.rawValue)
  private static let targetNames = ["result"] + fieldNames
  private static let expectedKeywords = "expected " + list(keywords, conjunction: "or")
  private static let directiveHint =
    "a line starts with a directive: " + list(keywords, conjunction: "or")
  private static let expectedFields = "expected " + list(fieldNames, conjunction: "or")
  private static let expectedTargets = "expected " + list(targetNames, conjunction: "or")

  private let tokens: [ScenarioToken]
  private let source: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var costOffset = 0
  /// Whether an argument was missing or of the wrong kind, so that what follows is not reported
  /// as missing or extra too.
  private var isExhausted = false
  private(set) var issues: [ScenarioIssue] = []

  private init(tokens: [ScenarioToken], source: UnsafeBufferPointer<UInt8>) {
    self.tokens = tokens
    self.source = source
  }

  /// Parses the tokens of a line that has at least one.
  ///
  /// - Parameters:
  ///   - tokens: The line's tokens.
  ///   - source: The whole file, for quoting tokens in messages.
  /// - Returns: The directive, or `nil` with the errors that prevented it.
  static func parse(
    _ tokens: [ScenarioToken], source: UnsafeBufferPointer<UInt8>
  ) -> (
    Parsed?, [ScenarioIssue]
  ) {
    var parser = ScenarioLineParser(tokens: tokens, source: source)
    let directive = parser.parseDirective()
    guard let directive, parser.issues.isEmpty else { return (nil, parser.issues) }
    return (Parsed(directive: directive, costOffset: parser.costOffset), [])
  }

  private mutating func parseDirective() -> Directive? {
    guard let first = tokens.first else { return nil }
    guard first.kind == .word, let keyword = first.text else {
      report(
        at: first.start, "expected a directive, found " + describe(first),
        hint: Self.directiveHint)
      return nil
    }
    index = 1
    costOffset = first.start
    switch keyword {
    case "type":
      let field = parseField(of: keyword)
      let text = parseText(usage: "type FIELD \"TEXT\" [* COUNT]")
      guard let field, let text else { return nil }
      return .type(field, text)
    case "set":
      let field = parseField(of: keyword)
      let text = parseText(usage: "set FIELD \"TEXT\" [* COUNT]")
      guard let field, let text else { return nil }
      return .set(field, text)
    case "delete":
      let field = parseField(of: keyword)
      let count = parseDeleteCount()
      guard let field, let count else { return nil }
      return .delete(field, count: count)
    case "clear":
      let field = parseField(of: keyword)
      expectEnd(usage: "clear FIELD")
      guard let field else { return nil }
      return .clear(field)
    case "expect":
      let target = parseTarget()
      let text = parseText(usage: "expect TARGET \"TEXT\" [* COUNT]")
      guard let target, let text else { return nil }
      return .expect(target, text)
    default:
      var hint = Self.directiveHint
      if let guess = ScenarioSpelling.suggestion(for: keyword, among: Self.keywords) {
        hint = "did you mean '\(guess)'?"
        if guess == keyword.lowercased() { hint += " keywords are lower-case" }
      }
      report(
        at: first.start,
        "unknown directive \(Quoting.excerpt(keyword)); " + Self.expectedKeywords,
        hint: hint)
      return nil
    }
  }

  /// Parses the field of `type`, `set`, `delete` or `clear`.
  private mutating func parseField(of keyword: String) -> Field? {
    let expected = Self.expectedFields
    guard let word = nextWord(what: "field", after: keyword, expected: expected) else { return nil }
    if let field = Field(rawValue: word.text ?? "") { return field }
    if word.text == "result" {
      report(
        at: word.start, "the result label cannot be edited; " + expected,
        hint: "check it with 'expect result \"…\"'")
      return nil
    }
    reportUnknown("field", word, expected: expected, candidates: Self.fieldNames)
    return nil
  }

  /// Parses the target of `expect`.
  private mutating func parseTarget() -> ExpectationTarget? {
    let expected = Self.expectedTargets
    guard let word = nextWord(what: "target", after: "expect", expected: expected) else {
      return nil
    }
    if word.text == "result" { return .result }
    if let field = Field(rawValue: word.text ?? "") { return .field(field) }
    reportUnknown("target", word, expected: expected, candidates: Self.targetNames)
    return nil
  }

  /// Reads the word that names a field or target; reports its absence.
  private mutating func nextWord(
    what: String, after keyword: String, expected: String
  )
    -> ScenarioToken?
  {
    guard index < tokens.count else {
      report(
        at: tokens[index - 1].end, "missing \(what) after '\(keyword)'; " + expected,
        hint: "usage: " + usage(of: keyword))
      isExhausted = true
      return nil
    }
    let token = tokens[index]
    index += 1
    guard token.kind == .word else {
      report(
        at: token.start, "expected a \(what), found \(describe(token)); " + expected,
        hint: "usage: " + usage(of: keyword))
      if token.kind == .string { index -= 1 }
      return nil
    }
    return token
  }

  private mutating func reportUnknown(
    _ what: String, _ word: ScenarioToken, expected: String, candidates: [String]
  ) {
    let text = word.text ?? ""
    let hint = ScenarioSpelling.suggestion(for: text, among: candidates).map {
      "did you mean '\($0)'?"
    }
    report(
      at: word.start, "unknown \(what) \(Quoting.excerpt(text)); " + expected,
      hint: hint ?? (what == "field" ? "the fields are the token and the input" : nil))
  }

  /// Parses `STRING [* COUNT]` and the end of the line, and expands the repetition.
  private mutating func parseText(usage: String) -> String? {
    defer { expectEnd(usage: usage) }
    guard index < tokens.count else {
      if !isExhausted {
        let written = tokens[..<index].compactMap(\.text).joined(separator: " ")
        report(
          at: tokens[index - 1].end,
          "missing text after \(Quoting.excerpt(written)); expected a string literal",
          hint: "usage: " + usage)
      }
      return nil
    }
    let literal = tokens[index]
    guard literal.kind == .string else {
      var hint = "usage: " + usage
      if literal.kind == .word, let text = literal.text {
        hint = "write text in double quotes: \"\(text)\""
        if text.unicodeScalars.count > Quoting.excerptLimit {
          hint = "write text in double quotes"
        }
      }
      report(at: literal.start, "expected a string literal, found " + describe(literal), hint: hint)
      isExhausted = true
      return nil
    }
    index += 1
    costOffset = literal.start
    var count = 1
    var countIsValid = true
    if index < tokens.count, tokens[index].kind == .star {
      let star = tokens[index]
      index += 1
      costOffset = star.start
      let limit = ScenarioLimits.maximumRepeatCount
      if index < tokens.count, tokens[index].kind == .word {
        let countToken = tokens[index]
        index += 1
        costOffset = countToken.start
        if let parsed = parseCount(countToken, name: "repeat count", limit: limit) {
          count = parsed
        } else {
          countIsValid = false
        }
      } else {
        let position = index < tokens.count ? tokens[index].start : star.end
        let found = index < tokens.count ? ", found " + describe(tokens[index]) : ""
        report(
          at: position, "missing repeat count after '*'\(found)",
          hint: "write \"…\" * N, with N from 1 to \(limit)")
        if index < tokens.count, tokens[index].kind == .string { index += 1 }
        countIsValid = false
      }
    }
    guard let value = literal.text, countIsValid else { return nil }
    let (bytes, overflow) = value.utf8.count.multipliedReportingOverflow(by: count)
    let maximum = ScenarioLimits.maximumTextUTF8Count
    guard !overflow, bytes <= maximum else {
      let size = overflow ? "more than \(maximum)" : "\(bytes)"
      report(
        at: costOffset,
        "text of \(size) UTF-8 bytes is too long; at most \(maximum) (16 MiB) per directive",
        hint: "split it over several directives")
      return nil
    }
    return count == 1 ? value : String(repeating: value, count: count)
  }

  /// Parses the optional count of `delete` and the end of the line.
  private mutating func parseDeleteCount() -> Int? {
    let usage = "delete FIELD [COUNT]"
    defer { expectEnd(usage: usage) }
    guard index < tokens.count else { return 1 }
    let token = tokens[index]
    let limit = ScenarioLimits.maximumDeleteCount
    switch token.kind {
    case .word:
      index += 1
      costOffset = token.start
      return parseCount(token, name: "delete count", limit: limit)
    case .string:
      index += 1
      report(
        at: token.start, "expected a delete count, found a string literal",
        hint: "write the count without quotes, from 1 to \(limit)")
      return nil
    case .star:
      return 1
    }
  }

  /// Reads a count: a decimal number from 1 to `limit`.
  private mutating func parseCount(_ token: ScenarioToken, name: String, limit: Int) -> Int? {
    let text = token.text ?? ""
    let hint = "a \(name) is a whole number from 1 to \(limit)"
    var digits = Substring(text)
    let isNegative = digits.first == "-"
    if isNegative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      report(
        at: token.start, "expected a \(name), found \(Quoting.excerpt(text))", hint: hint)
      return nil
    }
    if isNegative {
      report(
        at: token.start, "\(name) must be positive, found \(Quoting.excerpt(text))",
        hint: hint)
      return nil
    }
    var value = 0
    for digit in digits.utf8 {
      value = value * 10 + Int(digit - 0x30)
      if value > limit { break }
    }
    if value == 0 {
      report(
        at: token.start, "\(name) must be at least 1, found \(Quoting.excerpt(text))",
        hint: hint)
      return nil
    }
    if value > limit {
      report(
        at: token.start,
        "\(name) \(Quoting.excerpt(text)) is too large; at most \(limit)",
        hint: "a scenario must stay small enough to run; split it into several directives")
      return nil
    }
    return value
  }

  /// Reports every token left on the line as an extra argument.
  private mutating func expectEnd(usage: String) {
    guard index < tokens.count, !isExhausted else { return }
    let extra = tokens[index]
    report(
      at: extra.start, "unexpected extra argument " + describe(extra), hint: "usage: " + usage)
    index = tokens.count
  }

  private func usage(of keyword: String) -> String {
    switch keyword {
    case "type": "type FIELD \"TEXT\" [* COUNT]"
    case "set": "set FIELD \"TEXT\" [* COUNT]"
    case "delete": "delete FIELD [COUNT]"
    case "clear": "clear FIELD"
    default: "expect TARGET \"TEXT\" [* COUNT]"
    }
  }

  /// Returns how a message names a token: a word quoted, a string literal as written (shortened),
  /// or `'*'`.
  private func describe(_ token: ScenarioToken) -> String {
    switch token.kind {
    case .star: "'*'"
    case .word: Quoting.excerpt(token.text ?? "")
    case .string:
      Quoting.excerpt(
        ScenarioUTF8.text(source, from: token.start, to: min(token.end, token.start + 160)),
        quoted: false)
    }
  }

  private mutating func report(at offset: Int, _ message: String, hint: String?) {
    issues.append(ScenarioIssue(offset: offset, message: message, hint: hint))
  }

  /// Returns `'a', 'b' or 'c'`.
  static func list(_ words: [String], conjunction: String) -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
