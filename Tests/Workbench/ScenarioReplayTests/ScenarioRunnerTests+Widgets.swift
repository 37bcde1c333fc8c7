import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// `tap`, `expect IDENTIFIER` and `relaunch`, run by the harness on the test screen with a
/// button and a second label, and on the base architectures, which have neither.
extension ScenarioRunnerTests {
  private static let buttonScenario = """
    # Taps, a second label, and a relaunch that keeps the token.
    type token ","
    type input "1,2"
    tap clearButton
    expect input ""
    expect tapCountLabel "1"
    expect clearButton "Clear"
    type input "4"
    relaunch
    expect token ","
    expect input ""
    expect result "0"
    expect tapCountLabel "0"
    type input "5,5"
    expect resultLabel "10"
    """

  @Test func tapExpectOfAnyIdentifierAndRelaunchRunOnAScreenThatHasTheWidgets() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario(Self.buttonScenario))
    #expect(report.runs[0].failures == [])
    #expect(report.passed)
    // ",", "1", ",", "2", the tap, "4", the relaunch, "5", ",", "5".
    #expect(report.events == 10)
    #expect(report.runs[0].result == "10")
  }

  @Test func aMissingButtonFailsTheRunNamingTheIdentifierAndTheLine() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario("type input \"1\"\ntap undoButton\nexpect result \"1\"\n", path: "undo.scenario")
    )
    #expect(!report.passed)
    #expect(report.path == "undo.scenario")
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 2,
          message: "tap undoButton: the screen has no widget with accessibility identifier "
            + "'undoButton'; its buttons are 'clearButton'; the scenario stops here: line 3 is "
            + "not run",
          kind: .screen)
      ])
  }

  /// A hostile pass found a Cyrillic `а` in `resultLаbel` failing as "did you mean
  /// 'resultLabel'?", two names a terminal draws alike.
  @Test func aLookalikeIdentifierNamesItsScalarsOutsideASCII() throws {
    let runner = ScenarioRunner(architectures: [TestArchitectures.withButton])
    let expectation = runner.run(try scenario("expect resultL\u{430}bel \"0\"\n"))
    #expect(
      expectation.runs[0].failures.map(\.message) == [
        "expect resultL\u{430}bel: the screen has no widget with accessibility identifier "
          + "'resultL\u{430}bel'; did you mean 'resultLabel'? (it holds U+0430, not ASCII)"
      ])
    let tap = runner.run(try scenario("tap clear\u{412}utton\n"))
    #expect(
      tap.runs[0].failures.map(\.message) == [
        "tap clear\u{412}utton: the screen has no widget with accessibility identifier "
          + "'clear\u{412}utton'; did you mean 'clearButton'? (it holds U+0412, not ASCII)"
      ])
  }

  @Test func aMisspeltButtonIsReportedWithTheButtonMeant() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario("tap clearButon\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "tap clearButon: the screen has no widget with accessibility identifier 'clearButon'; "
          + "did you mean 'clearButton'?"
      ])
  }

  @Test func anExpectationOfAMissingWidgetFailsAtItsLineAndTheRunGoesOn() throws {
    let real = Catalog.architectures.filter { ["MVC", "MVP"].contains($0.name) }
    let report = ScenarioRunner(architectures: real).run(
      try scenario("type input \"7\"\nexpect pieceCountLabel \"1\"\nexpect result \"8\"\n"))
    for run in report.runs {
      #expect(
        run.failures == [
          Failure(
            line: 2,
            message: "expect pieceCountLabel: the screen has no widget with accessibility "
              + "identifier 'pieceCountLabel'",
            kind: .screen),
          Failure(line: 3, message: "expected result \"8\", got \"7\"", kind: .expectation),
        ])
    }
  }

  @Test func anExpectationOfASecondLabelComparesItsText() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario("expect tapCountLabel \"0\"\nexpect tapCountLabel \"1\"\n"))
    #expect(
      report.runs[0].failures == [
        Failure(line: 2, message: "expected tapCountLabel \"1\", got \"0\"", kind: .expectation)
      ])
  }

  @Test func aRelaunchOnABaseScreenEmptiesTheFieldsAndShowsZero() throws {
    let real = Catalog.architectures
    let report = ScenarioRunner(architectures: real).run(
      try scenario(
        """
        type token ","
        type input "1,2"
        relaunch
        expect token ""
        expect input ""
        expect result "0"
        type input "3"
        expect result "3"
        """))
    #expect(report.runs.flatMap(\.failures) == [])
    #expect(report.passed)
  }

  @Test func aRelaunchedScreenThatLeaksIsReportedAtTheRelaunchLine() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.leakingButton]).run(
      try scenario("type input \"1\"\nrelaunch\ntype input \"2\"\n"))
    let leaks = report.runs[0].failures.filter { $0.kind == .leak }
    // In the scenario's order: the relaunch's line, then the end's (line 0), found last.
    #expect(leaks.map(\.line) == [2, 0])
    #expect(
      leaks.map(\.message).allSatisfy { $0.contains("ButtonScreenController") })
    #expect(
      leaks.first?.message.hasPrefix("leak: still alive after the relaunch released the screen: ")
        == true)
  }

  @Test func architecturesThatDisagreeOnASecondLabelDiverge() throws {
    let report = ScenarioRunner(
      architectures: [TestArchitectures.withButton, TestArchitectures.leakingButton]
    ).run(try scenario("tap clearButton\n"))
    // Both count the tap alike: the histories agree on the second label.
    #expect(report.divergence == nil)
    let differing = ScenarioRunner(
      architectures: [TestArchitectures.withButton, TestArchitectures.countingTwice]
    ).run(try scenario("type input \"1\"\ntap clearButton\n"))
    let divergence = try #require(differing.divergence)
    #expect(divergence.event == 2)
    #expect(divergence.line == 2)
    let button = Divergence.Widget(identifier: "clearButton", text: "Clear")
    #expect(
      divergence.shown.map(\.others) == [
        [button, Divergence.Widget(identifier: "tapCountLabel", text: "1")],
        [button, Divergence.Widget(identifier: "tapCountLabel", text: "2")],
      ])
    #expect(
      differing.runs.flatMap(\.failures).map(\.message) == [
        "diverges from the other architectures after event 2: showed token \"\", input \"\", "
          + "result \"0\", clearButton \"Clear\", tapCountLabel \"1\"",
        "diverges from the other architectures after event 2: showed token \"\", input \"\", "
          + "result \"0\", clearButton \"Clear\", tapCountLabel \"2\"",
      ])
  }
}

extension ScenarioRunnerTests {
  @Test func anActionThatFailsNamesTheLinesItLeavesUnrun() throws {
    let text = "tap undoButton\ntype input \"1\"\n\nexpect result \"1\"\n"
    let report = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario(text, path: "undo.scenario"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "tap undoButton: the screen has no widget with accessibility identifier 'undoButton'; "
          + "its buttons are 'clearButton'; the scenario stops here: lines 2–4 are not run"
      ])
    let last = ScenarioRunner(architectures: [TestArchitectures.withButton]).run(
      try scenario("type input \"1\"\ntap undoButton\n", path: "undo.scenario"))
    #expect(last.runs[0].failures.map(\.message).allSatisfy { !$0.contains("stops here") })
  }
}
