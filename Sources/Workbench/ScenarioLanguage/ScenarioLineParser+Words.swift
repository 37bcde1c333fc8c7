import Diagnostics

/// The words after a keyword: the field of `type`, `set`, `delete` and `clear`, the button of
/// `tap`, the target of `expect` and `never`, and what is reported when one is missing, misplaced or unknown.
extension ScenarioLineParser {
  /// Parses the field of `type`, `set`, `delete` or `clear`.
  mutating func parseField(of keyword: String) -> Field? {
    let expected = Self.expectedFields
    guard let word = nextWord(what: "field", after: keyword, expected: expected) else { return nil }
    if let field = Field(shortName: word.text ?? "") { return field }
    if word.text == "result" {
      report(
        at: word.start, "the result label cannot be edited; " + expected,
        hint: "check it with 'expect result \"…\"'")
      return nil
    }
    let text = word.text ?? ""
    if ScenarioSpelling.suggestion(for: text, among: Self.targetNames) != nil {
      // A misspelt short name: say what it is closest to.
      reportUnknown("field", word, expected: Self.expectedShortNames, candidates: Self.fieldNames)
      return nil
    }
    return checkIdentifier(word, usage: usage(of: keyword)).map(Field.identifier)
  }

  /// Parses the target of `expect` or `never`: a short name, or any other widget's
  /// accessibility identifier.
  mutating func parseTarget(after keyword: String) -> ExpectationTarget? {
    let expected = Self.expectedTargets
    guard let word = nextWord(what: "target", after: keyword, expected: expected) else {
      return nil
    }
    let text = word.text ?? ""
    if text == "result" { return .result }
    if text == "screen" { return .screen }
    if let field = Field(shortName: text) { return .field(field) }
    if ScenarioSpelling.suggestion(for: text, among: Self.targetNames) != nil {
      reportUnknown("target", word, expected: expected, candidates: Self.targetNames)
      return nil
    }
    guard let identifier = checkIdentifier(word, usage: usage(of: keyword)) else { return nil }
    return .widget(identifier)
  }

  /// Parses the button of `tap`: an accessibility identifier, never a field or the result.
  mutating func parseButton() -> String? {
    parseControl(after: "tap", kind: "button", verb: "tapped")
  }

  /// Parses the control after `keyword` (`tap`'s button, `select`'s segmented control): an
  /// accessibility identifier, never a field or the result.
  ///
  /// - Parameters:
  ///   - keyword: The directive's keyword.
  ///   - kind: What the identifier names (`button`).
  ///   - verb: What the directive does to it, for messages (`tapped`).
  /// - Returns: The identifier, or `nil` when it is missing or wrong (reported).
  mutating func parseControl(after keyword: String, kind: String, verb: String) -> String? {
    let expected = "expected a \(kind)'s accessibility identifier"
    if index < tokens.count, tokens[index].kind == .string {
      let literal = tokens[index]
      // `tap "clearButton"` quotes the identifier; `select "return flight"` forgot it.
      let written = literal.text.map { " \($0)" } ?? " IDENTIFIER"
      report(
        at: literal.start, "expected a \(kind)'s accessibility identifier, found a string literal",
        hint: keyword == "tap"
          ? "write the identifier without quotes: tap" + written : "usage: " + usage(of: keyword))
      isExhausted = true
      return nil
    }
    guard let word = nextWord(what: kind, after: keyword, expected: expected) else {
      isExhausted = true
      return nil
    }
    let text = word.text ?? ""
    if let field = Field(shortName: text) {
      report(
        at: word.start, "the \(text) field cannot be \(verb); " + expected,
        hint: "edit it with 'type \(field.name) \"…\"'")
      return nil
    }
    if text == "result" {
      report(
        at: word.start, "the result label cannot be \(verb); " + expected,
        hint: "check it with 'expect result \"…\"'")
      return nil
    }
    return checkIdentifier(word, usage: usage(of: keyword))
  }

  /// Returns the word's text if it is a well-formed accessibility identifier; reports it if not.
  mutating func checkIdentifier(_ word: ScenarioToken, usage: String) -> String? {
    let text = word.text ?? ""
    let limit = ScenarioLimits.maximumIdentifierUTF8Count
    guard text.utf8.count <= limit else {
      report(
        at: word.start,
        "accessibility identifier of \(text.utf8.count) UTF-8 bytes is too long; at most \(limit)",
        hint: "an identifier names one widget, such as 'clearButton'")
      return nil
    }
    guard let first = text.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic,
      text.unicodeScalars.allSatisfy({
        $0.properties.isAlphabetic || $0.properties.numericType == .decimal
          || $0 == "_" || $0 == "." || $0 == "-"
      })
    else {
      report(
        at: word.start, "invalid accessibility identifier \(Quoting.excerpt(text))",
        hint: "an identifier is letters, digits, '_', '.' and '-', starting with a letter or '_'; "
          + "usage: " + usage)
      return nil
    }
    return text
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
}
