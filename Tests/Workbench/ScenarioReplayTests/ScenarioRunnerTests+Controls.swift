import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// `select`, `expect IDENTIFIER enabled|disabled`, and a disabled control the scenario acts on,
/// run by the harness on the test screen of controls.
extension ScenarioRunnerTests {
  private static let controlsScenario = """
    # A field and a button that the segmented control enables.
    expect modeControl "one"
    expect detailTextField disabled
    expect goButton enabled
    select modeControl "two"
    expect detailTextField enabled
    expect goButton disabled
    never detailTextField disabled
    type detailTextField "x"
    expect goButton enabled
    tap goButton
    expect statusLabel "went two: x"
    select modeControl "two"
    select modeControl "one"
    expect detailTextField disabled
    """

  @Test func selectAndEnabledStatesRunOnAScreenThatHasTheControls() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.controls]).run(
      try scenario(Self.controlsScenario))
    #expect(report.runs[0].failures == [])
    // The two selections of "two", "x", the tap and the selection of "one".
    #expect(report.events == 5)
  }

  @Test func aControlEnabledOnOneArchitectureAndDisabledOnAnotherIsADivergence() throws {
    let report = ScenarioRunner(
      architectures: [TestArchitectures.controls, TestArchitectures.controlsNeverDisablingDetail]
    ).run(try scenario("select modeControl \"two\"\nselect modeControl \"one\"\n"))
    let divergence = try #require(report.divergence)
    // The freshly loaded screens already differ: the detail field is disabled on one only.
    #expect(divergence.event == 0)
    let detail = divergence.shown.map { $0.others.first { $0.identifier == "detailTextField" } }
    #expect(
      detail.map { $0?.disabled } == [true, nil] || detail.map { $0?.disabled } == [nil, true])
    #expect(
      report.runs.flatMap(\.failures).map(\.message).contains {
        $0.contains(#"detailTextField "" (disabled)"#)
      })
  }

  @Test func aWrongStateFailsNamingTheControlAndBothStates() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.controls]).run(
      try scenario("expect goButton disabled\n"))
    #expect(
      report.runs[0].failures == [
        Failure(line: 1, message: "expected goButton disabled, got enabled", kind: .expectation)
      ])
  }

  @Test func typingIntoADisabledFieldFailsAtItsLineNamingTheField() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.controls]).run(
      try scenario("type detailTextField \"x\"\nexpect statusLabel \"\"\n"))
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 1,
          message: "type detailTextField: the widget with accessibility identifier "
            + "'detailTextField' is disabled: the user cannot type into it; the scenario stops "
            + "here: line 2 is not run",
          kind: .screen)
      ])
  }

  @Test func tappingADisabledButtonFailsAtItsLineNamingTheButton() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.controls]).run(
      try scenario("select modeControl \"two\"\ntap goButton\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "tap goButton: the widget with accessibility identifier 'goButton' is disabled: the "
          + "user cannot tap it"
      ])
    #expect(report.runs[0].failures.map(\.line) == [2])
  }

  @Test func selectingASegmentTheControlLacksFailsListingItsSegments() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.controls]).run(
      try scenario("select modeControl \"three\"\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        #"select modeControl "three": the segmented control 'modeControl' has no segment "three"; its segments are "one", "two""#
      ])
  }
}
