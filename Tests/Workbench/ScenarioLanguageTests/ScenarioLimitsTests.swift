import ScenarioLanguage
import Testing
import WorkbenchTestSupport

@Suite struct ScenarioLimitsTests {
  @Test func documentsItsBounds() {
    #expect(ScenarioLimits.maximumRepeatCount == 10_000_000)
    #expect(ScenarioLimits.maximumDeleteCount == 10_000_000)
    #expect(ScenarioLimits.maximumTextUTF8Count == 16_777_216)
    #expect(ScenarioLimits.maximumEventCount == 20_000_000)
    #expect(ScenarioLimits.maximumTotalTextUTF8Count == 67_108_864)
    #expect(ScenarioLimits.maximumStepCount == 1_000_000)
    #expect(ScenarioLimits.maximumErrorCount == 100)
    #expect(ScenarioLimits.maximumFileByteCount == 67_108_864)
    #expect(ScenarioLimits.maximumRunEventCount == 4_000_000)
    #expect(ScenarioLimits.maximumRunTextUTF8Count == 268_435_456)
  }

  @Test func acceptsTextOfExactlyTheLargestSize() throws {
    let scenario = try parseScenario(#"expect input "abcdefgh" * 2097152"#)
    #expect(scenario.steps.count == 1)
  }

  @Test func acceptsExactlyTheLargestNumberOfEvents() throws {
    let scenario = try parseScenario("delete input 10000000\ndelete token 10000000")
    #expect(scenario.steps.count == 2)
  }

  @Test func rejectsOneEventTooManyAtTheDirectiveThatCrossesTheBound() {
    let errors = scenarioErrors("delete input 10000000\ndelete token 10000000\n\n  clear input")
    #expect(errors.map { [$0.line, $0.column] } == [[4, 3]])
    #expect(errors.first?.message == "scenario fires more than 20000000 events")
    #expect(errors.first?.hint == "split it into several scenarios")
  }

  @Test func countsTypedCharactersNotScalars() {
    // "e" + U+0301 is one keystroke; "\r\n" is one keystroke too.
    let atTheBound = "delete input 10000000\ndelete input 9999999\ntype input \"e\\u{301}\""
    #expect(scenarioErrors(atTheBound).isEmpty)
    let errors = scenarioErrors(atTheBound + "\ntype input \"\\r\\n\"")
    #expect(errors.map { [$0.line, $0.column] } == [[4, 12]])
  }

  @Test func blamesTheRepeatCountThatCrossesTheEventBound() {
    let errors = scenarioErrors(
      "delete input 10000000\ndelete input 9999999\ntype input \"1,\" * 2")
    #expect(errors.map { [$0.line, $0.column] } == [[3, 19]])
  }

  @Test func reportsTheBoundOnlyOnce() {
    let errors = scenarioErrors(
      "delete input 10000000\ndelete input 10000000\nclear input\nclear input")
    #expect(errors.map(\.line) == [3])
  }

  @Test func rejectsTooMuchTextInOneScenario() {
    let line = #"expect input "abcdefgh" * 2097152"#
    let errors = scenarioErrors(
      Array(repeating: line, count: 4).joined(separator: "\n") + "\nexpect result \"0\"")
    #expect(errors.map { [$0.line, $0.column] } == [[5, 15]])
    #expect(
      errors.first?.message == "scenario carries more than 67108864 UTF-8 bytes (64 MiB) of text")
  }

  @Test func rejectsTooManyDirectives() {
    let source = String(repeating: "expect result \"0\"\n", count: ScenarioLimits.maximumStepCount)
    if LongTests.isEnabled {
      #expect(scenarioErrors(source).isEmpty)
    }
    let errors = scenarioErrors(source + "clear input\n")
    #expect(errors.map { [$0.line, $0.column] } == [[1_000_001, 1]])
    #expect(errors.first?.message == "scenario has more than 1000000 directives")
  }
}
