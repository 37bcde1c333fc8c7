import Diagnostics

/// Turns the tokens of one line into a directive, or into errors that say what is wrong.
///
/// The grammar, one directive per line:
///
/// ```
/// type   FIELD TEXT
/// set    FIELD TEXT
/// delete FIELD [COUNT]
/// clear    FIELD
/// tap      IDENTIFIER
/// select   IDENTIFIER TEXT
/// tap    row N of IDENTIFIER
/// delete row N of IDENTIFIER
/// back
/// relaunch
/// expect   TARGET TEXT
/// expect   IDENTIFIER rows [TEXT, …]
/// expect   IDENTIFIER STATE
/// never    TARGET TEXT
/// never    IDENTIFIER rows [TEXT, …]
/// never    IDENTIFIER STATE
/// wait     DURATION
///
/// FIELD      = token | input | IDENTIFIER (a text field's)
/// TARGET     = result | token | input | screen | IDENTIFIER
/// N          = a row number, 1 for the top row
/// STATE      = enabled | disabled (a control's: a button, a text field, a segmented control)
/// IDENTIFIER = a widget's accessibility identifier: letters, digits, '_', '.' and '-', starting
///              with a letter or '_'
/// TEXT       = STRING [* COUNT]
/// DURATION   = COUNT ms | COUNT s | COUNT min, one word (`300ms`, `2s`, `10min`)
/// ```
///
/// A target or field within spelling distance of `result`, `token` or `input` (`reslt`,
/// `Input`, `sum`) is taken for a misspelling of it, not for an identifier. `screen` after
/// `expect` and `never`, and `row` after `tap` and `delete`, are keywords, not identifiers.
///
/// Some identifiers are read as the mistake they most likely are, where the line could not be
/// right as written: `Row` before a row number and `of` (`tap Row 1 of historyList`), `rows`
/// with no identifier before it (`expect rows []`), a word spelt like `rows` before a row
/// list (`expect historyList row ["a"]`), and a word spelt like a state where text belongs
/// (`expect bookButton Enabled`). `Row`, `rows` and `Screen` elsewhere are identifiers.
///
/// `select`'s TEXT is the title of the segment to tap, exactly as the control shows it.
struct ScenarioLineParser {
  /// A directive with the offset that its cost (events and text) is blamed on.
  struct Parsed {
    /// The directive, its text expanded.
    var directive: Directive

    /// The offset of the count, the literal or the keyword that a limit error points at.
    var costOffset: Int
  }

  /// The directives' keywords, in the order that hints list them.
  static let keywords = [
    "type", "set", "delete", "clear", "tap", "select", "back", "relaunch", "expect", "never",
    "wait",
  ]

  /// The words that name a field, and those that name what `expect` and `never` check.
  static let fieldNames = Field.shortNames.map(\.name)
  static let targetNames = ["result"] + fieldNames
  private static let expectedKeywords = "expected " + list(keywords, conjunction: "or")
  private static let directiveHint =
    "a line starts with a directive: " + list(keywords, conjunction: "or")
  /// What a message says was expected instead of a wrong field or target.
  static let expectedFields =
    "expected " + list(fieldNames + ["a text field's accessibility identifier"], conjunction: "or")
  static let expectedShortNames = "expected " + list(fieldNames, conjunction: "or")
  static let expectedTargets =
    "expected " + list(targetNames + ["an accessibility identifier"], conjunction: "or")

  /// The line's tokens.
  let tokens: [ScenarioToken]
  private let source: UnsafeBufferPointer<UInt8>
  /// The index of the next token to read.
  var index = 0
  /// The offset that the cost of the directive is blamed on, so far.
  var costOffset = 0
  /// Whether an argument was missing or of the wrong kind, so that what follows is not reported
  /// as missing or extra too.
  var isExhausted = false
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
    case "tap" where nextWordIs("row"), "delete" where nextWordIs("row"):
      return parseRowAction(keyword)
    case "tap" where nextWordIsMiscasedRow(after: keyword),
      "delete" where nextWordIsMiscasedRow(after: keyword):
      return parseMiscasedRowAction(keyword)
    case "back":
      expectEnd(usage: usage(of: keyword))
      return .back
    case "type", "set", "delete", "clear":
      return parseEdit(keyword)
    case "tap":
      let identifier = parseButton()
      expectEnd(usage: usage(of: keyword))
      guard let identifier else { return nil }
      return .tap(identifier)
    case "select":
      return parseSelect()
    case "relaunch":
      expectEnd(usage: usage(of: keyword))
      return .relaunch
    case "expect", "never":
      let target = parseTarget(after: keyword)
      if case .widget(let identifier) = target {
        if nextWordIs("rows") { return parseRows(of: identifier, after: keyword) }
        if reportMisplacedRowList(after: identifier, keyword: keyword) { return nil }
      }
      if nextWordIsState() { return parseState(of: target, after: keyword) }
      let text = parseText(usage: usage(of: keyword))
      guard let target, let text else { return nil }
      return keyword == "never" ? .never(target, text) : .expect(target, text)
    case "wait":
      return parseDuration().map(Directive.wait)
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

  /// Parses the field and the arguments of `type`, `set`, `delete` or `clear`.
  private mutating func parseEdit(_ keyword: String) -> Directive? {
    let field = parseField(of: keyword)
    switch keyword {
    case "type", "set":
      let text = parseText(usage: usage(of: keyword))
      guard let field, let text else { return nil }
      return keyword == "type" ? .type(field, text) : .set(field, text)
    case "delete":
      let count = parseDeleteCount()
      guard let field, let count else { return nil }
      return .delete(field, count: count)
    default:
      expectEnd(usage: usage(of: keyword))
      return field.map(Directive.clear)
    }
  }

  /// Returns the usage line of the directive `keyword` starts.
  func usage(of keyword: String) -> String {
    switch keyword {
    case "type": "type FIELD \"TEXT\" [* COUNT]"
    case "set": "set FIELD \"TEXT\" [* COUNT]"
    case "delete": "delete FIELD [COUNT]"
    case "clear": "clear FIELD"
    case "tap": "tap IDENTIFIER"
    case "select": "select IDENTIFIER \"SEGMENT\""
    case "back": "back"
    case "relaunch": "relaunch"
    case "wait": "wait DURATION"
    case "never": "never TARGET \"TEXT\" [* COUNT]"
    default: "expect TARGET \"TEXT\" [* COUNT]"
    }
  }

  /// Returns how a message names a token: a word quoted (between backquotes when it has a single
  /// quote of its own, so that `'a'` does not read as `''a''`), a string literal as written
  /// (shortened), or `'*'`.
  func describe(_ token: ScenarioToken) -> String {
    switch token.kind {
    case .star: "'*'"
    case .word:
      if let text = token.text, text.contains("'") {
        "`" + Quoting.excerpt(text, quoted: false) + "`"
      } else {
        Quoting.excerpt(token.text ?? "")
      }
    case .string:
      Quoting.excerpt(
        ScenarioUTF8.text(source, from: token.start, to: min(token.end, token.start + 160)),
        quoted: false)
    }
  }

  /// Records an error at `offset` of the file.
  mutating func report(at offset: Int, _ message: String, hint: String?) {
    issues.append(ScenarioIssue(offset: offset, message: message, hint: hint))
  }

  /// Returns `'a', 'b' or 'c'`.
  static func list(_ words: [String], conjunction: String) -> String {
    let quoted = words.map { $0.contains(" ") ? $0 : "'\($0)'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
