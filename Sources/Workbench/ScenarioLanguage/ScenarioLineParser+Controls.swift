import Diagnostics

/// The directives about controls: `select IDENTIFIER "SEGMENT"`, and the state of
/// `expect IDENTIFIER enabled` and `expect IDENTIFIER disabled` (and of `never`).
extension ScenarioLineParser {
  /// The words that name a control's state.
  static let states = ["enabled", "disabled"]

  /// Parses the segmented control and the segment title of `select`, and the end of the line.
  mutating func parseSelect() -> Directive? {
    let identifier = parseControl(after: "select", kind: "segmented control", verb: "selected")
    let title = parseText(usage: usage(of: "select"))
    guard let identifier, let title else { return nil }
    return .select(identifier, title: title)
  }

  /// Whether the next token is a word that reads as a state: `enabled`, `disabled`, or a
  /// misspelling of one (`Enabled`, `enable`, `disbled`), which no other directive takes there.
  func nextWordIsState() -> Bool {
    guard index < tokens.count, tokens[index].kind == .word, let word = tokens[index].text else {
      return false
    }
    return ScenarioSpelling.suggestion(for: word, among: Self.states) != nil
  }

  /// Parses the state after `expect TARGET` or `never TARGET`, and the end of the line.
  ///
  /// - Parameters:
  ///   - target: The parsed target, `nil` when it was wrong (already reported).
  ///   - keyword: `expect` or `never`.
  /// - Returns: The directive, or `nil` when the state is misspelt or the target is no control's
  ///   identifier.
  mutating func parseState(of target: ExpectationTarget?, after keyword: String) -> Directive? {
    let usage = "\(keyword) IDENTIFIER enabled|disabled"
    defer { expectEnd(usage: usage) }
    let word = tokens[index]
    index += 1
    costOffset = word.start
    let state = word.text ?? ""
    guard Self.states.contains(state) else {
      var hint = ScenarioSpelling.suggestion(for: state, among: Self.states).map {
        "did you mean '\($0)'?"
      }
      if hint != nil, Self.states.contains(state.lowercased()) {
        hint = hint.map { $0 + " states are lower-case" }
      }
      report(
        at: word.start,
        "unknown state \(Quoting.excerpt(state)); expected 'enabled' or 'disabled'", hint: hint)
      return nil
    }
    guard let target else { return nil }
    guard case .widget(let identifier) = target else {
      let named = tokens[1].text ?? ""
      report(
        at: tokens[1].start,
        "'\(named)' is not a control's accessibility identifier; '\(state)' checks a control "
          + "(a button, a text field, a segmented control) by its identifier",
        hint: "usage: " + usage)
      return nil
    }
    let checked = ExpectationTarget.enabledState(identifier)
    return keyword == "never" ? .never(checked, state) : .expect(checked, state)
  }
}
