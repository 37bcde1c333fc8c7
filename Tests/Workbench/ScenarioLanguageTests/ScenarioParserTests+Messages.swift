import ScenarioLanguage
import Testing
import WorkbenchTestSupport

/// Mistakes around row lists, row actions and quotes that used to get a spurious second error
/// or a hint that led the wrong way: each now gets one error that names the real problem
/// (``ScenarioParserTests`` runs these cases with its own).
extension ScenarioParserTests {
  static let rowsUsageOfNever = #"usage: never IDENTIFIER rows ["TEXT", …]"#
  static let validEscapes =
    #"valid escapes are \\, \", \n, \r, \t, \0 and \u{1F600}; write a backslash as \\"#

  static let messageErrors: [ErrorCase] = [
    .init(
      name: "a bad escape in a row list", source: #"expect historyList rows ["a\q"]"#,
      column: 28, message: #"invalid escape sequence '\q'"#, hint: validEscapes),
    .init(
      name: "a bad escape in the second row of a never",
      source: #"never historyList rows ["a", "b\q"]"#, column: 32,
      message: #"invalid escape sequence '\q'"#, hint: validEscapes),
    .init(
      name: "a surrogate in a row list", source: #"expect historyList rows ["\u{D800}"]"#,
      column: 27,
      message:
        #"invalid Unicode scalar U+D800 in '\u{D800}'; a surrogate code point is not a Unicode scalar"#,
      hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF"),
    .init(
      name: "an unterminated literal in a row list",
      source: #"expect historyList rows ["unterminated]"#, column: 26,
      message: "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#),
    .init(
      name: "a raw NUL in a row list", source: "expect historyList rows [\"a\u{0}b\"]",
      column: 28, message: "control character U+0000 in a string literal",
      hint: #"write it as the escape \0"#),
    .init(
      name: "a row action without its number", source: "tap row of historyList", column: 9,
      message: "missing row number after 'row', found 'of'", hint: rowUsage),
    .init(
      name: "a bad row number and no of", source: "tap row x historyList", column: 9,
      message: "expected a row number, found 'x'",
      hint: "a row number is a whole number from 1 to 10000000"),
    .init(
      name: "row for rows", source: #"expect historyList row ["a"]"#, column: 20,
      message: "expected 'rows' before the row list, found 'row'",
      hint: "did you mean 'rows'? " + rowsUsage),
    .init(
      name: "Rows for rows", source: "never historyList Rows []", column: 19,
      message: "expected 'rows' before the row list, found 'Rows'",
      hint: "did you mean 'rows'? keywords are lower-case; " + rowsUsageOfNever),
    .init(
      name: "a row list without rows", source: #"expect historyList ["a"]"#, column: 20,
      message: "missing 'rows' after 'historyList', found '['", hint: rowsUsage),
    .init(
      name: "rows without the list's identifier", source: "expect rows []", column: 8,
      message: "missing the list's accessibility identifier before 'rows'", hint: rowsUsage),
    .init(
      name: "never rows without the list's identifier", source: #"never rows ["a"]"#,
      column: 7, message: "missing the list's accessibility identifier before 'rows'",
      hint: rowsUsageOfNever),
    .init(
      name: "tap Row", source: "tap Row 1 of historyList", column: 5,
      message: "unknown keyword 'Row'; expected 'row'",
      hint: "did you mean 'row'? keywords are lower-case"),
    .init(
      name: "delete Row", source: "delete Row 2 of historyList", column: 8,
      message: "unknown keyword 'Row'; expected 'row'",
      hint: "did you mean 'row'? keywords are lower-case"),
    .init(
      name: "single quotes in a row list", source: "expect historyList rows ['a']", column: 26,
      message: "expected a string literal in the row list, found `'a'`",
      hint: #"single quotes are not string delimiters; write text in double quotes: "a""#),
    .init(
      name: "single quotes for text", source: "expect result 'a b'", column: 15,
      message: "expected a string literal, found `'a`",
      hint: "single quotes are not string delimiters; write text in double quotes"),
    .init(
      name: "single quotes around one word", source: "type input '12'", column: 12,
      message: "expected a string literal, found `'12'`",
      hint: #"single quotes are not string delimiters; write text in double quotes: "12""#),
  ]

  /// Words that only look like the mistakes above stay what the grammar says they are: `Row`,
  /// `rows` and `Screen` are identifiers where no keyword fits.
  static let lookalikeDirectives: [DirectiveCase] = [
    .init(name: "tap a button named Row", source: "tap Row", directive: .tap("Row")),
    .init(
      name: "delete in a field named Row", source: "delete Row 2",
      directive: .delete(.identifier("Row"), count: 2)),
    .init(
      name: "expect a widget named rows", source: #"expect rows "x""#,
      directive: .expect(.widget("rows"), "x")),
    .init(
      name: "expect the rows of a list named rows", source: "expect rows rows []",
      directive: .expectRows("rows", [])),
    .init(
      name: "expect a widget named Screen", source: #"expect Screen "History""#,
      directive: .expect(.widget("Screen"), "History")),
  ]

  @Test(arguments: lookalikeDirectives)
  func parsesWordsThatLookLikeMistakesAsTheGrammarSays(_ example: DirectiveCase) throws {
    let scenario = try parseScenario(example.source)
    #expect(scenario.steps == [Step(line: 1, directive: example.directive)])
  }

  @Test func stillReportsAMissingBracketAfterAClosedBadLiteral() {
    let errors = scenarioErrors(#"expect historyList rows ["a\q""#)
    #expect(
      errors.map(\.message) == [
        #"invalid escape sequence '\q'"#, "missing ']' at the end of the row list",
      ])
  }
}
