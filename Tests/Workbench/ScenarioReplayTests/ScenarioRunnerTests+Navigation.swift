import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// `tap row`, `delete row`, `back`, `expect screen`, `expect … rows` and a text field named by
/// identifier, run by the harness on the two-screen test screen, through the real parser and
/// runner, and what fails, on which line, when a scenario asks for what the screen cannot do.
extension ScenarioRunnerTests {
  private static let listScenario = """
    # Two screens: keep, list, delete, restore, back, and a third field by identifier.
    expect screen "Calculator"
    type token ","
    type input "1,2"
    type nameTextField "a"
    tap keepButton
    set input "5"
    set nameTextField "b"
    tap keepButton
    expect nameTextField "b"
    tap historyButton
    expect screen "History"
    expect historyList rows ["b: 5 = 5", "a: 1,2 = 3"]
    delete row 1 of historyList
    expect historyList rows ["a: 1,2 = 3"]
    tap row 1 of historyList
    expect screen "Calculator"
    expect input "1,2"
    expect result "3"
    tap historyButton
    delete row 1 of historyList
    expect historyList rows []
    back
    expect screen "Calculator"
    clear nameTextField
    expect nameTextField ""
    delete input
    expect result "1"
    """

  @Test func everyNavigationStepRunsOnAScreenWithAListAndNothingLeaks() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
      try scenario(Self.listScenario))
    #expect(report.runs[0].failures == [])
    #expect(report.passed)
    // ",", "1", ",", "2", "a", keep, two sets, keep, history, delete, row, history, delete,
    // back, clear, delete.
    #expect(report.events == 17)
    #expect(report.runs[0].result == "1")
  }

  /// The failures of a scenario run on the list screen.
  private func failures(_ text: String) throws -> [Failure] {
    let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
      try scenario(text))
    return report.runs[0].failures
  }

  @Test func aFieldUnderTheTopScreenFailsNamingItAndTheScreen() throws {
    #expect(
      try failures("tap historyButton\ntype input \"1\"\n") == [
        Failure(
          line: 2,
          message: "type input: the widget with accessibility identifier 'inputTextField' is not "
            + "on the top screen \"History\", which the user sees",
          kind: .screen)
      ])
    #expect(
      try failures("tap historyButton\nclear nameTextField\n").map(\.message) == [
        "set nameTextField: the widget with accessibility identifier 'nameTextField' is not on "
          + "the top screen \"History\", which the user sees"
      ])
    #expect(
      try failures("tap historyButton\ntap keepButton\n").map(\.message) == [
        "tap keepButton: the widget with accessibility identifier 'keepButton' is not on the top "
          + "screen \"History\", which the user sees"
      ])
  }

  @Test func anExpectationUnderTheTopScreenFailsAtItsLine() throws {
    #expect(
      try failures("tap historyButton\nexpect result \"0\"\nexpect input \"\"\n") == [
        Failure(
          line: 2,
          message: "expect result: the widget with accessibility identifier 'resultLabel' is not "
            + "on the top screen \"History\", which the user sees",
          kind: .screen),
        Failure(
          line: 3,
          message: "expect input: the widget with accessibility identifier 'inputTextField' is "
            + "not on the top screen \"History\", which the user sees",
          kind: .screen),
      ])
  }

  @Test func aRowTheListLacksFailsNamingTheListAndItsRows() throws {
    #expect(
      try failures("tap keepButton\ntap historyButton\ntap row 2 of historyList\n") == [
        Failure(
          line: 3,
          message: "tap row 2 of historyList: the table view 'historyList' has no row 2; "
            + "it shows 1 row",
          kind: .screen)
      ])
    #expect(
      try failures("tap historyButton\ndelete row 1 of historyList\n").map(\.message) == [
        "delete row 1 of historyList: the table view 'historyList' has no row 1; it shows 0 rows"
      ])
  }

  @Test func backOnTheFirstScreenFails() throws {
    #expect(
      try failures("tap historyButton\nback\nback\n") == [
        Failure(
          line: 3,
          message: "back: the screen \"Calculator\" has no back button: it is the first screen",
          kind: .screen)
      ])
  }

  @Test func wrongRowsAndAWrongScreenAreExpectationFailures() throws {
    let found = try failures(
      """
      tap keepButton
      tap historyButton
      expect historyList rows []
      expect screen "Calculator"
      back
      expect historyList rows []
      """)
    #expect(
      found == [
        Failure(
          line: 3, message: #"expected historyList rows [], got [":  = 0"]"#,
          kind: .expectation),
        Failure(
          line: 4, message: #"expected screen "Calculator", got "History""#,
          kind: .expectation),
        Failure(
          line: 6,
          message: "expect historyList rows: the screen has no widget with accessibility "
            + "identifier 'historyList'",
          kind: .screen),
      ], "\(found)")
  }

  @Test func aFieldByIdentifierThatAScreenLacksFailsNamingIt() throws {
    let real = Catalog.architectures.filter { $0.name == "MVC" }
    let report = ScenarioRunner(architectures: real).run(
      try scenario("type nameTextField \"x\"\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "type nameTextField: the screen has no widget with accessibility identifier "
          + "'nameTextField'"
      ])
  }

  @Test func theCalculatorsFieldsAnswerToTheirIdentifiersToo() throws {
    let real = Catalog.architectures.filter { $0.name == "MVC" }
    let report = ScenarioRunner(architectures: real).run(
      try scenario(
        "type tokenTextField \",\"\nset inputTextField \"2,3\"\nexpect result \"5\"\n"
          + "expect screen \"\"\n"))
    #expect(report.runs[0].failures == [])
  }

  @Test func neverWatchesAListsRows() throws {
    let text = { (rows: String) in
      "tap keepButton\ntap historyButton\nnever historyList rows \(rows)\n"
        + "delete row 1 of historyList\nback\n"
    }
    #expect(
      try failures(text("[]")) == [
        Failure(
          line: 3,
          message: "expected historyList rows never to show [] until the next expect, but it "
            + "did after event 3 (line 4)",
          kind: .expectation)
      ])
    #expect(try failures(text(#"["x"]"#)) == [])
  }

  @Test func aFieldByIdentifierIsFollowedAsTypedAndShownWhenOverwritten() throws {
    let report = ScenarioRunner(
      architectures: [TestArchitectures.withList, TestArchitectures.withShoutedName]
    ).run(try scenario("type nameTextField \"ab\"\n"))
    #expect(report.divergence?.event == 1)
    #expect(
      report.divergence?.shown.map { $0.others.first { $0.identifier == "nameTextField" } } == [
        Divergence.Widget(identifier: "nameTextField", text: "a"),
        Divergence.Widget(identifier: "nameTextField", text: "A"),
      ])
  }

  @Test func aLongTextTypedKeyByKeyIntoAFieldByIdentifierIsFollowed() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.withList]).run(
      try scenario(
        "type nameTextField \"ab\" * 10000\ndelete nameTextField\n"
          + "expect nameTextField \"\(String(repeating: "ab", count: 9_999))a\"\n"))
    #expect(report.passed, "\(report.runs[0].failures)")
    #expect(report.events == 20_001)
  }
}
