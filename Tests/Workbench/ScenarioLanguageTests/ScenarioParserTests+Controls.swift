import ScenarioLanguage
import Testing
import WorkbenchTestSupport

/// `select IDENTIFIER "SEGMENT"`, `expect IDENTIFIER enabled` and `expect IDENTIFIER disabled`
/// (and their `never`): what they mean, and what is reported when they are written wrong
/// (``ScenarioParserTests`` runs these cases with its own).
extension ScenarioParserTests {
  static let controlDirectives: [DirectiveCase] = [
    .init(
      name: "select a segment", source: #"select flightTypeControl "return flight""#,
      directive: .select("flightTypeControl", title: "return flight")),
    .init(
      name: "select an empty title", source: #"select modeControl """#,
      directive: .select("modeControl", title: "")),
    .init(
      name: "expect enabled", source: "expect bookButton enabled",
      directive: .expect(.enabledState("bookButton"), "enabled")),
    .init(
      name: "expect disabled", source: "expect returnDateTextField disabled  # one-way",
      directive: .expect(.enabledState("returnDateTextField"), "disabled")),
    .init(
      name: "never enabled", source: "never bookButton enabled",
      directive: .never(.enabledState("bookButton"), "enabled")),
    .init(
      name: "a button's title is still text", source: #"expect bookButton "enabled""#,
      directive: .expect(.widget("bookButton"), "enabled")),
    .init(
      name: "enabled as an identifier", source: #"expect enabled "x""#,
      directive: .expect(.widget("enabled"), "x")),
  ]

  @Test(arguments: controlDirectives)
  func writesEachControlDirectiveBackAsItsMeaning(_ example: DirectiveCase) throws {
    let line = ScenarioWriter.line(example.directive)
    let scenario = try parseScenario(line)
    #expect(scenario.steps == [Step(line: 1, directive: example.directive)])
  }

  static let selectUsage = #"usage: select IDENTIFIER "SEGMENT""#

  static let controlErrors: [ErrorCase] = [
    .init(
      name: "select without a title", source: "select flightTypeControl", column: 25,
      message: "missing text after 'select flightTypeControl'; expected a string literal",
      hint: selectUsage),
    .init(
      name: "select a bare title", source: "select flightTypeControl return", column: 26,
      message: "expected a string literal, found 'return'",
      hint: #"write text in double quotes: "return""#),
    .init(
      name: "select without a control", source: #"select "return flight""#, column: 8,
      message: "expected a segmented control's accessibility identifier, found a string literal",
      hint: selectUsage),
    .init(
      name: "select nothing", source: "select", column: 7,
      message: "missing segmented control after 'select'; expected a segmented control's "
        + "accessibility identifier",
      hint: selectUsage),
    .init(
      name: "select in a field", source: #"select input "1""#, column: 8,
      message: "the input field cannot be selected; expected a segmented control's "
        + "accessibility identifier",
      hint: #"edit it with 'type input "…"'"#),
    .init(
      name: "select with more", source: #"select modeControl "a" "b""#, column: 24,
      message: "unexpected extra argument \"b\"", hint: selectUsage),
    .init(
      name: "a misspelt directive", source: #"selct modeControl "a""#, column: 1,
      message: "unknown directive 'selct'; expected 'type', 'set', 'delete', 'clear', 'tap', "
        + "'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'select'?"),
    .init(
      name: "a misspelt state", source: "expect bookButton enable", column: 19,
      message: "unknown state 'enable'; expected 'enabled' or 'disabled'",
      hint: "did you mean 'enabled'?"),
    .init(
      name: "a capitalised state", source: "expect bookButton Disabled", column: 19,
      message: "unknown state 'Disabled'; expected 'enabled' or 'disabled'",
      hint: "did you mean 'disabled'? states are lower-case"),
    .init(
      name: "a state after more", source: "expect bookButton enabled now", column: 27,
      message: "unexpected extra argument 'now'",
      hint: "usage: expect IDENTIFIER enabled|disabled"),
    .init(
      name: "the state of a short name", source: "expect token disabled", column: 8,
      message: "'token' is not a control's accessibility identifier; 'disabled' checks a "
        + "control (a button, a text field, a segmented control) by its identifier",
      hint: "usage: expect IDENTIFIER enabled|disabled"),
    .init(
      name: "the state of the screen", source: "never screen enabled", column: 7,
      message: "'screen' is not a control's accessibility identifier; 'enabled' checks a "
        + "control (a button, a text field, a segmented control) by its identifier",
      hint: "usage: never IDENTIFIER enabled|disabled"),
  ]
}
