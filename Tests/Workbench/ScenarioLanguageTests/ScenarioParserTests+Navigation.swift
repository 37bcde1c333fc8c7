import ScenarioLanguage
import Testing
import WorkbenchTestSupport

/// `tap row N of LIST`, `delete row N of LIST`, `back`, `expect screen "TITLE"`,
/// `expect LIST rows [...]` and fields named by identifier: what they mean, and what is reported
/// when they are written wrong (``ScenarioParserTests`` runs these cases with its own).
extension ScenarioParserTests {
  static let navigationDirectives: [DirectiveCase] = [
    .init(
      name: "tap a row", source: "tap row 1 of historyList",
      directive: .tapRow(1, of: "historyList")),
    .init(
      name: "delete a row", source: "delete row 12 of historyList  # swipe",
      directive: .deleteRow(12, of: "historyList")),
    .init(name: "back", source: "back", directive: .back),
    .init(
      name: "expect the screen", source: #"expect screen "History""#,
      directive: .expect(.screen, "History")),
    .init(
      name: "never the screen", source: #"never screen "History""#,
      directive: .never(.screen, "History")),
    .init(
      name: "expect rows", source: #"expect historyList rows ["2,3 = 5", "1 = 1"]"#,
      directive: .expectRows("historyList", ["2,3 = 5", "1 = 1"])),
    .init(
      name: "expect no rows", source: "expect historyList rows []",
      directive: .expectRows("historyList", [])),
    .init(
      name: "expect rows spaced and with escapes",
      source: #"expect list rows [ "a\"" ,"" , "[,]" ]"#,
      directive: .expectRows("list", ["a\"", "", "[,]"])),
    .init(
      name: "never rows", source: #"never historyList rows ["1 = 1"]"#,
      directive: .never(.rows("historyList"), #"["1 = 1"]"#)),
    .init(
      name: "type into a field by identifier", source: #"type nameTextField "x""#,
      directive: .type(.identifier("nameTextField"), "x")),
    .init(
      name: "set a field by identifier", source: #"set nameTextField "ab" * 2"#,
      directive: .set(.identifier("nameTextField"), "abab")),
    .init(
      name: "delete in a field by identifier", source: "delete nameTextField 3",
      directive: .delete(.identifier("nameTextField"), count: 3)),
    .init(
      name: "clear a field by identifier", source: "clear inputTextField",
      directive: .clear(.identifier("inputTextField"))),
    .init(
      name: "a long field identifier", source: "clear " + String(repeating: "x", count: 40),
      directive: .clear(.identifier(String(repeating: "x", count: 40)))),
    .init(
      name: "the short names stay", source: "delete input 2", directive: .delete(.input, count: 2)),
  ]

  @Test(arguments: navigationDirectives)
  func writesEachNavigationDirectiveBackAsItsMeaning(_ example: DirectiveCase) throws {
    let line = ScenarioWriter.line(example.directive)
    let scenario = try parseScenario(line)
    #expect(scenario.steps == [Step(line: 1, directive: example.directive)])
  }

  static let rowUsage = "usage: tap row N of IDENTIFIER"
  static let rowsUsage = #"usage: expect IDENTIFIER rows ["TEXT", …]"#

  static let navigationErrors: [ErrorCase] = [
    .init(
      name: "row 0", source: "tap row 0 of historyList", column: 9,
      message: "row number must be at least 1, found '0'",
      hint: "a row number is a whole number from 1 to 10000000"),
    .init(
      name: "a row that is not a number", source: "delete row one of historyList", column: 12,
      message: "expected a row number, found 'one'",
      hint: "a row number is a whole number from 1 to 10000000"),
    .init(
      name: "missing the row number", source: "tap row", column: 8,
      message: "missing row number after 'row'", hint: rowUsage),
    .init(
      name: "missing of", source: "tap row 2 historyList", column: 11,
      message: "missing 'of' after '2', found 'historyList'", hint: rowUsage),
    .init(
      name: "missing the list", source: "delete row 2 of", column: 16,
      message: "missing table view's accessibility identifier after 'of'",
      hint: "usage: delete row N of IDENTIFIER"),
    .init(
      name: "a quoted list", source: #"tap row 2 of "historyList""#, column: 14,
      message: #"missing table view's accessibility identifier after 'of', found "historyList""#,
      hint: rowUsage),
    .init(
      name: "an extra word after a row", source: "tap row 2 of historyList now", column: 26,
      message: "unexpected extra argument 'now'", hint: rowUsage),
    .init(
      name: "back with an argument", source: "back 2", column: 6,
      message: "unexpected extra argument '2'", hint: "usage: back"),
    .init(
      name: "rows without a list", source: #"expect historyList rows "a""#, column: 25,
      message: "missing '[' after 'rows', found a string literal", hint: rowsUsage),
    .init(
      name: "rows without a comma", source: #"expect historyList rows ["a" "b"]"#, column: 30,
      message: "expected ',' or ']' in the row list, found a string literal", hint: rowsUsage),
    .init(
      name: "rows with a trailing comma", source: #"expect historyList rows ["a",]"#, column: 30,
      message: "expected a string literal in the row list, found ']'", hint: rowsUsage),
    .init(
      name: "rows with a bare word", source: "expect historyList rows [a]", column: 26,
      message: "expected a string literal in the row list, found 'a'", hint: rowsUsage),
    .init(
      name: "rows not closed", source: #"expect historyList rows ["a""#, column: 29,
      message: "missing ']' at the end of the row list", hint: rowsUsage),
    .init(
      name: "rows followed by more", source: #"expect historyList rows [] "a""#, column: 28,
      message: "unexpected extra argument a string literal after the row list",
      hint: rowsUsage),
    .init(
      name: "a misspelt short field", source: #"type tokn "1""#, column: 6,
      message: "unknown field 'tokn'; expected 'token' or 'input'",
      hint: "did you mean 'token'?"),
  ]
}
