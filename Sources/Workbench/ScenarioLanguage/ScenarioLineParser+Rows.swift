import Diagnostics

/// The directives of lists and navigation: `tap row N of IDENTIFIER`, `delete row N of
/// IDENTIFIER` and the row list of `expect IDENTIFIER rows [TEXT, …]` and of `never`.
extension ScenarioLineParser {
  /// Whether the next token is the word `word`.
  func nextWordIs(_ word: String) -> Bool {
    index < tokens.count && tokens[index].kind == .word && tokens[index].text == word
  }

  /// Parses `row N of IDENTIFIER` after `tap` or `delete`, and the end of the line.
  mutating func parseRowAction(_ keyword: String) -> Directive? {
    let usage = "\(keyword) row N of IDENTIFIER"
    defer { expectEnd(usage: usage) }
    index += 1
    var row: Int?
    if nextWordIs("of") {
      // `tap row of LIST`: the number is missing, not the `of`.
      reportMissing("row number", after: "row", usage: usage)
    } else {
      guard let numberToken = nextWord(else: "row number", after: "row", usage: usage) else {
        return nil
      }
      costOffset = numberToken.start
      row = parseCount(numberToken, name: "row number", limit: ScenarioLimits.maximumRowNumber)
      guard nextWordIs("of") else {
        // A malformed number was reported; what follows it is not reported as well.
        if row == nil {
          isExhausted = true
        } else {
          reportMissing("'of'", after: numberToken.text ?? "row", usage: usage)
        }
        return nil
      }
    }
    index += 1
    let what = "table view's accessibility identifier"
    guard let identifierToken = nextWord(else: what, after: "of", usage: usage),
      let identifier = checkIdentifier(identifierToken, usage: usage), let row
    else { return nil }
    return keyword == "tap" ? .tapRow(row, of: identifier) : .deleteRow(row, of: identifier)
  }

  /// Whether the next word is `row` written with a capital (`tap Row 1 of LIST`) in a line that
  /// reads as a row action after `keyword`, `tap` or `delete`: more follows it after `tap`, and
  /// `of` follows its number after `delete` (`delete Row 2` deletes in a field named `Row`).
  func nextWordIsMiscasedRow(after keyword: String) -> Bool {
    guard index + 1 < tokens.count, tokens[index].kind == .word, let word = tokens[index].text,
      word != "row", word.lowercased() == "row"
    else { return false }
    return keyword == "tap"
      || (index + 2 < tokens.count && tokens[index + 2].kind == .word
        && tokens[index + 2].text == "of")
  }

  /// Reports `Row` (written for `row`, which the next word is) and parses the row action.
  mutating func parseMiscasedRowAction(_ keyword: String) -> Directive? {
    let word = tokens[index]
    report(
      at: word.start, "unknown keyword \(describe(word)); expected 'row'",
      hint: "did you mean 'row'? keywords are lower-case")
    return parseRowAction(keyword)
  }

  /// Reports a row list that is not after `IDENTIFIER rows`, where the target of `expect` or
  /// `never` (`keyword`) was read as `identifier`: `expect rows [...]` (the identifier missing)
  /// or `expect LIST row [...]` (`rows` misspelt or missing).
  ///
  /// - Returns: Whether it reported one.
  mutating func reportMisplacedRowList(after identifier: String, keyword: String) -> Bool {
    let usage = "usage: \(keyword) IDENTIFIER rows [\"TEXT\", …]"
    func startsList(_ position: Int) -> Bool {
      position < tokens.count && tokens[position].kind == .word
        && tokens[position].text?.hasPrefix("[") == true
    }
    if identifier == "rows", startsList(index) {
      let rows = tokens[index - 1]
      report(
        at: rows.start, "missing the list's accessibility identifier before 'rows'", hint: usage)
    } else if index < tokens.count, tokens[index].kind == .word, let word = tokens[index].text,
      ScenarioSpelling.suggestion(for: word, among: ["rows"]) != nil, startsList(index + 1)
    {
      let lowerCase = word.lowercased() == "rows" ? " keywords are lower-case;" : ""
      report(
        at: tokens[index].start,
        "expected 'rows' before the row list, found " + describe(tokens[index]),
        hint: "did you mean 'rows'?\(lowerCase) " + usage)
    } else if startsList(index), tokens[index].text?.allSatisfy({ "[],".contains($0) }) == true {
      report(
        at: tokens[index].start,
        "missing 'rows' after \(Quoting.excerpt(identifier)), found " + describe(tokens[index]),
        hint: usage)
    } else {
      return false
    }
    isExhausted = true
    return true
  }

  /// Parses `rows [TEXT, …]` after `expect IDENTIFIER` or `never IDENTIFIER` (`keyword`), and
  /// the end of the line.
  mutating func parseRows(of identifier: String, after keyword: String) -> Directive? {
    let usage = "\(keyword) IDENTIFIER rows [\"TEXT\", …]"
    defer { expectEnd(usage: usage) }
    index += 1
    let items = punctuatedItems()
    guard let open = items.first, case .punctuation("[", _) = open else {
      let found = items.first.map { ", found " + describe($0) } ?? ""
      let offset = items.first?.offset ?? tokens[index - 1].end
      report(at: offset, "missing '[' after 'rows'" + found, hint: "usage: " + usage)
      return nil
    }
    var rows: [String] = []
    var expectsText = true
    // A literal with an error, which the lexer has reported: it stands for a row, so that the
    // list around it is checked, but the directive is not made.
    var hasInvalidText = false
    for (position, item) in items.enumerated().dropFirst() {
      switch item {
      case .punctuation("]", _) where !expectsText || position == 1:
        if position + 1 < items.count {
          report(
            at: items[position + 1].offset,
            "unexpected extra argument " + describe(items[position + 1]) + " after the row list",
            hint: "usage: " + usage)
          return nil
        }
        guard !hasInvalidText else { return nil }
        return keyword == "never"
          ? .never(.rows(identifier), ScenarioWriter.rowList(rows))
          : .expectRows(identifier, rows)
      case .punctuation(",", _) where !expectsText:
        expectsText = true
      case .text(let text, _) where expectsText:
        rows.append(text)
        costOffset = item.offset
        expectsText = false
      case .invalidText where expectsText:
        hasInvalidText = true
        expectsText = false
      default:
        let expected = expectsText ? "a string literal" : "',' or ']'"
        report(
          at: item.offset, "expected \(expected) in the row list, found " + describe(item),
          hint: textHint(for: item) ?? "usage: " + usage)
        return nil
      }
    }
    // An unclosed literal holds the rest of the line, the `]` it seems to end with included.
    if index > 0, tokens[index - 1].isUnterminated { return nil }
    let end = index > 0 ? tokens[index - 1].end : 0
    report(at: end, "missing ']' at the end of the row list", hint: "usage: " + usage)
    return nil
  }

  /// An item of a row list: a punctuation mark, a string literal's text, a string literal with
  /// an error (already reported by the lexer), or anything else.
  enum RowListItem {
    case punctuation(Character, offset: Int)
    case text(String, offset: Int)
    case invalidText(offset: Int)
    case other(ScenarioToken)

    var offset: Int {
      switch self {
      case .punctuation(_, let offset), .text(_, let offset), .invalidText(let offset): offset
      case .other(let token): token.start
      }
    }
  }

  /// Reads the rest of the line as row-list items: a word made of `[`, `]` and `,` only is split
  /// into its marks (the lexer reads `["a", "b"]` as the words `[`, `,` and `]` around strings).
  private mutating func punctuatedItems() -> [RowListItem] {
    var items: [RowListItem] = []
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token.kind == .string {
        items.append(
          token.text.map { .text($0, offset: token.start) } ?? .invalidText(offset: token.start))
      } else if token.kind == .word, let text = token.text {
        items += Self.splitMarks(of: text, at: token.start)
      } else {
        items.append(.other(token))
      }
    }
    return items
  }

  /// The items of a word: the marks it starts and ends with, each an item, and what lies
  /// between them, as a word.
  private static func splitMarks(of text: String, at start: Int) -> [RowListItem] {
    let bytes = Array(text.utf8)
    let leading = bytes.prefix(while: isListMark).count
    let trailing = leading == bytes.count ? 0 : bytes.reversed().prefix(while: isListMark).count
    var items = (0..<leading).map {
      RowListItem.punctuation(Character(UnicodeScalar(bytes[$0])), offset: start + $0)
    }
    if leading + trailing < bytes.count {
      let middle = String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
      let word = ScenarioToken(
        kind: .word, start: start + leading, end: start + bytes.count - trailing, text: middle)
      items.append(.other(word))
    }
    for position in (bytes.count - trailing)..<bytes.count {
      items.append(
        .punctuation(Character(UnicodeScalar(bytes[position])), offset: start + position))
    }
    return items
  }

  /// Whether `byte` is `[`, `]` or `,`.
  private static func isListMark(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",")
  }

  /// Returns how a message names a row-list item.
  private func describe(_ item: RowListItem) -> String {
    switch item {
    case .punctuation(let mark, _): "'\(mark)'"
    case .text, .invalidText: "a string literal"
    case .other(let token): describe(token)
    }
  }

  /// Returns the hint for a word written where a row's text belongs, when it is single-quoted.
  private func textHint(for item: RowListItem) -> String? {
    guard case .other(let token) = item, token.kind == .word, let text = token.text else {
      return nil
    }
    return Self.singleQuoteHint(for: text)
  }

  /// Reads the next token if it is a word; reports `what` missing after `previous` if not.
  private mutating func nextWord(
    else what: String, after previous: String, usage: String
  ) -> ScenarioToken? {
    guard index < tokens.count, tokens[index].kind == .word else {
      reportMissing(what, after: previous, usage: usage)
      return nil
    }
    index += 1
    return tokens[index - 1]
  }

  /// Reports that `what` is missing after `previous`, where the next token (or the end of the
  /// line) is.
  private mutating func reportMissing(_ what: String, after previous: String, usage: String) {
    let offset = index < tokens.count ? tokens[index].start : tokens[tokens.count - 1].end
    let found = index < tokens.count ? ", found " + describe(tokens[index]) : ""
    report(
      at: offset, "missing \(what) after \(Quoting.excerpt(previous))\(found)",
      hint: "usage: " + usage)
    isExhausted = true
  }
}
