import ScenarioLanguage
import Testing
import WorkbenchTestSupport

/// `tap IDENTIFIER`, `relaunch` and `expect IDENTIFIER "TEXT"`: what they mean, and what is
/// reported when they are written wrong.
extension ScenarioParserTests {
  static let widgetDirectives: [DirectiveCase] = [
    .init(name: "tap a button", source: "tap clearButton", directive: .tap("clearButton")),
    .init(
      name: "tap an identifier with dots, dashes and digits", source: "tap row-2.undo_Button",
      directive: .tap("row-2.undo_Button")),
    .init(name: "relaunch", source: "relaunch", directive: .relaunch),
    .init(name: "relaunch with a comment", source: "relaunch  # again", directive: .relaunch),
    .init(
      name: "expect a second label", source: #"expect pieceCountLabel "3""#,
      directive: .expect(.widget("pieceCountLabel"), "3")),
    .init(
      name: "expect a field by its identifier", source: #"expect tokenTextField ",""#,
      directive: .expect(.widget("tokenTextField"), ",")),
    .init(
      name: "expect a non-ASCII identifier", source: #"expect étiquette "1" * 2"#,
      directive: .expect(.widget("étiquette"), "11")),
  ]

  @Test(arguments: widgetDirectives)
  func parsesEachWidgetDirective(_ example: DirectiveCase) throws {
    let scenario = try parseScenario(example.source)
    #expect(scenario.steps == [Step(line: 1, directive: example.directive)])
  }

  static let widgetErrors: [ErrorCase] = [
    .init(
      name: "tap without a button", source: "tap", column: 4,
      message: "missing button after 'tap'; expected a button's accessibility identifier",
      hint: "usage: tap IDENTIFIER"),
    .init(
      name: "tap a quoted identifier", source: #"tap "clearButton""#, column: 5,
      message: "expected a button's accessibility identifier, found a string literal",
      hint: "write the identifier without quotes: tap clearButton"),
    .init(
      name: "tap a field", source: "tap input", column: 5,
      message: "the input field cannot be tapped; expected a button's accessibility identifier",
      hint: #"edit it with 'type input "…"'"#),
    .init(
      name: "tap the result", source: "tap result", column: 5,
      message: "the result label cannot be tapped; expected a button's accessibility identifier",
      hint: #"check it with 'expect result "…"'"#),
    .init(
      name: "tap two buttons", source: "tap clearButton undoButton", column: 17,
      message: "unexpected extra argument 'undoButton'", hint: "usage: tap IDENTIFIER"),
    .init(
      name: "tap an identifier that is not one", source: "tap 2ndButton", column: 5,
      message: "invalid accessibility identifier '2ndButton'",
      hint: "an identifier is letters, digits, '_', '.' and '-', starting with a letter or '_'; "
        + "usage: tap IDENTIFIER"),
    .init(
      name: "tap an identifier too long", source: "tap " + String(repeating: "b", count: 257),
      column: 5,
      message: "accessibility identifier of 257 UTF-8 bytes is too long; at most 256",
      hint: "an identifier names one widget, such as 'clearButton'"),
    .init(
      name: "relaunch with an argument", source: "relaunch now", column: 10,
      message: "unexpected extra argument 'now'", hint: "usage: relaunch"),
    .init(
      name: "relaunch misspelt", source: "relanch", column: 1,
      message: "unknown directive 'relanch'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'relaunch'?"),
    .init(
      name: "relaunch under another name", source: "restart", column: 1,
      message: "unknown directive 'restart'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'relaunch'?"),
    .init(
      name: "tap under another name", source: "click clearButton", column: 1,
      message: "unknown directive 'click'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'tap'?"),
    .init(
      name: "a short name misspelt is not taken for an identifier", source: #"expect inptu "1""#,
      column: 8,
      message: "unknown target 'inptu'; "
        + "expected 'result', 'token', 'input' or an accessibility identifier",
      hint: "did you mean 'input'?"),
    .init(
      name: "expect an identifier that is not one", source: #"expect piece+count "1""#,
      column: 8, message: "invalid accessibility identifier 'piece+count'",
      hint: "an identifier is letters, digits, '_', '.' and '-', starting with a letter or '_'; "
        + #"usage: expect TARGET "TEXT" [* COUNT]"#),
    .init(
      name: "expect an identifier without its text", source: "expect pieceCountLabel", column: 23,
      message: "missing text after 'expect pieceCountLabel'; expected a string literal",
      hint: #"usage: expect TARGET "TEXT" [* COUNT]"#),
  ]

  @Test(arguments: widgetErrors)
  func reportsEachWidgetErrorWithItsPositionAndHint(_ example: ErrorCase) throws {
    try reportsEachErrorWithItsPositionAndHint(example)
  }

  @Test func countsATapAndARelaunchAsOneEventEach() {
    let source = "tap b\n" + String(repeating: "relaunch\n", count: 3)
    #expect(scenarioErrors(source).isEmpty)
    // One relaunch over the limit is reported at its line.
    let tooMany = String(
      repeating: "relaunch\n", count: ScenarioLimits.maximumRelaunchCount + 1)
    let errors = scenarioErrors(tooMany)
    #expect(
      errors.map(\.message) == [
        "scenario relaunches the screen more than \(ScenarioLimits.maximumRelaunchCount) times"
      ])
    #expect(errors.first?.line == ScenarioLimits.maximumRelaunchCount + 1)
  }
}
