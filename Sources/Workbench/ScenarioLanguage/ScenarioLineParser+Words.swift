import Diagnostics

/// The words after a keyword: the field of `type`, `set`, `delete` and `clear`, the target of
/// `expect`, and what is reported when one is missing, misplaced or unknown.
extension ScenarioLineParser {
  /// Parses the field of `type`, `set`, `delete` or `clear`.
  mutating func parseField(of keyword: String) -> Field? {
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
  mutating func parseTarget() -> ExpectationTarget? {
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
}
