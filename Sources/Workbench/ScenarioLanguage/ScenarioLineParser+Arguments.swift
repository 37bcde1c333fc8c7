import Diagnostics

/// The arguments after the field or target: a string literal with its optional `* COUNT`, the
/// count of `delete`, and the end of the line.
extension ScenarioLineParser {
  /// Parses `STRING [* COUNT]` and the end of the line, and expands the repetition.
  mutating func parseText(usage: String) -> String? {
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
        hint = Self.singleQuoteHint(for: text) ?? hint
      }
      report(at: literal.start, "expected a string literal, found " + describe(literal), hint: hint)
      isExhausted = true
      return nil
    }
    index += 1
    costOffset = literal.start
    let count = parseRepetition()
    guard let value = literal.text, let count else { return nil }
    return expand(value, count: count)
  }

  /// Returns the hint for a word that starts with a single quote, written where text belongs.
  ///
  /// Single quotes do not make a string literal; `'a'` gives the literal to write, `"a"`.
  static func singleQuoteHint(for word: String) -> String? {
    guard word.hasPrefix("'") else { return nil }
    let hint = "single quotes are not string delimiters; write text in double quotes"
    let inside = word.dropFirst().dropLast()
    guard word.count > 1, word.hasSuffix("'"), inside.unicodeScalars.count <= Quoting.excerptLimit,
      !inside.contains("'"), !inside.contains("\\")
    else { return hint }
    return hint + ": \"" + Quoting.excerpt(inside, quoted: false) + "\""
  }

  /// Parses the optional `* COUNT` after a string literal.
  ///
  /// - Returns: The count, 1 when there is none, or `nil` when it is missing or malformed.
  private mutating func parseRepetition() -> Int? {
    guard index < tokens.count, tokens[index].kind == .star else { return 1 }
    let star = tokens[index]
    index += 1
    costOffset = star.start
    let limit = ScenarioLimits.maximumRepeatCount
    guard index < tokens.count, tokens[index].kind == .word else {
      let position = index < tokens.count ? tokens[index].start : star.end
      let found = index < tokens.count ? ", found " + describe(tokens[index]) : ""
      report(
        at: position, "missing repeat count after '*'\(found)",
        hint: "write \"…\" * N, with N from 1 to \(limit)")
      if index < tokens.count, tokens[index].kind == .string { index += 1 }
      return nil
    }
    let countToken = tokens[index]
    index += 1
    costOffset = countToken.start
    return parseCount(countToken, name: "repeat count", limit: limit)
  }

  /// Returns `value` repeated `count` times, or `nil`, reporting it, when that is more text than
  /// a directive may hold.
  private mutating func expand(_ value: String, count: Int) -> String? {
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
  mutating func parseDeleteCount() -> Int? {
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
  mutating func parseCount(_ token: ScenarioToken, name: String, limit: Int) -> Int? {
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
  mutating func expectEnd(usage: String) {
    guard index < tokens.count, !isExhausted else { return }
    let extra = tokens[index]
    report(
      at: extra.start, "unexpected extra argument " + describe(extra), hint: "usage: " + usage)
    index = tokens.count
  }
}

extension ScenarioLineParser {
  /// Parses the duration of `wait` and the end of the line.
  mutating func parseDuration() -> Duration? {
    let usage = "wait DURATION"
    defer { expectEnd(usage: usage) }
    let hint = "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min"
    guard index < tokens.count else {
      report(at: tokens[index - 1].end, "missing duration after 'wait'", hint: hint)
      return nil
    }
    let token = tokens[index]
    index += 1
    costOffset = token.start
    guard token.kind == .word, let word = token.text else {
      report(at: token.start, "expected a duration, found " + describe(token), hint: hint)
      isExhausted = true
      return nil
    }
    guard let milliseconds = ScenarioDuration.milliseconds(of: word) else {
      isExhausted = true
      let limit = ScenarioLimits.maximumWaitMilliseconds
      report(
        at: token.start, "expected a duration, found \(Quoting.excerpt(word))",
        hint: hint + "; at most \(limit / 3_600_000) hours (\(limit)ms)")
      return nil
    }
    return .milliseconds(milliseconds)
  }
}
