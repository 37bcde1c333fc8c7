import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

@MainActor
struct ScenarioRunnerTests {
  private let real = Catalog.architectures.filter { ["MVC", "MVP", "MVVM"].contains($0.name) }

  @Test func theThreeArchitecturesShowTheSameLabelAfterTheSameEdits() throws {
    let report = ScenarioRunner(architectures: real).run(
      try scenario(
        """
        type input "1,2;3"
        type token ";"
        expect result "3"
        type token ","
        expect result "6"
        delete token
        set input "9;9"
        expect result "18"
        clear input
        expect result "0"
        """))
    #expect(report.passed)
    #expect(report.agree)
    #expect(report.runs.map(\.result) == ["0", "0", "0"])
    #expect(report.runs.map(\.events) == [10, 10, 10])
  }

  @Test func aStaleArchitectureFailsItsExpectationAndDivergesAtTheRightLine() throws {
    let report = ScenarioRunner(architectures: real + [TestArchitectures.staleOnTokenChange])
      .run(
        try scenario(
          """
          # The token arrives after the input.
          type input "1,2"
          type token ","
          expect result "3"
          """))
    #expect(!report.passed)
    #expect(!report.agree)
    let divergence = try #require(report.divergence)
    #expect(divergence.line == 3)
    #expect(divergence.event == 4)
    #expect(divergence.divergentEvents == 1)
    #expect(divergence.shown.map(\.architectures) == [["MVC", "MVP", "MVVM"], ["StaleMVC"]])
    #expect(divergence.shown.map(\.result) == ["3", "0"])
    #expect(divergence.shown.map(\.token) == [",", ","])
    #expect(divergence.shown.map(\.input) == ["1,2", "1,2"])
    let stale = try #require(report.runs.last)
    #expect(!stale.passed)
    #expect(
      stale.failures == [
        Failure(
          line: 3,
          message:
            "diverges from MVC, MVP, MVVM after event 4: showed token \",\", input \"1,2\", "
            + "result \"0\"", kind: .divergence),
        Failure(line: 4, message: "expected result \"3\", got \"0\"", kind: .expectation),
      ])
    #expect(report.runs.dropLast().allSatisfy { $0.passed })
  }

  @Test func aDivergenceIsFoundEvenWithoutAnExpectation() throws {
    let report = ScenarioRunner(architectures: [real[0], TestArchitectures.staleOnTokenChange])
      .run(try scenario("type input \"5;5\"\ntype token \";\"\ntype input \"1\"\n"))
    let divergence = try #require(report.divergence)
    #expect(divergence.line == 2)
    #expect(divergence.divergentEvents == 1)
    #expect(report.runs.allSatisfy { !$0.passed })
  }

  @Test func aLeakIsReportedWithTheSurvivingTypes() throws {
    let report = ScenarioRunner(architectures: [real[0], TestArchitectures.leaking]).run(
      try scenario("type token \",\"\ntype input \"1,2\"\nexpect result \"3\"\n"))
    #expect(report.runs[0].leaked.isEmpty)
    let leaky = report.runs[1]
    #expect(!leaky.passed)
    #expect(leaky.leaked.contains("LeakingViewController"))
    #expect(leaky.leaked.contains("CalculatorView"))
    #expect(leaky.leaked.contains("TextField"))
    #expect(leaky.failures.map(\.kind) == [.leak])
    #expect(report.agree)
  }

  @Test func aFieldOverwrittenFromCodeIsRecordedAndCompared() throws {
    let report = ScenarioRunner(architectures: [real[0], TestArchitectures.overwriting]).run(
      try scenario("type input \"ab\"\nexpect input \"ab\"\n"))
    let divergence = try #require(report.divergence)
    #expect(divergence.event == 1)
    #expect(Set(divergence.shown.map(\.input)) == ["a", "A"])
    #expect(report.runs[1].failures.contains { $0.kind == .expectation && $0.line == 2 })
  }

  @Test func aScreenWithoutTheWidgetsFailsClearly() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.labelless]).run(
      try scenario("type input \"1\"\n"))
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 0,
          message: "the screen has no widget with accessibility identifier 'resultLabel'",
          kind: .screen)
      ])
  }

  @Test func fieldExpectationsCompareScalarsNotCanonicalEquivalence() throws {
    let report = ScenarioRunner(architectures: [real[0]]).run(
      try scenario("type input \"e\\u{301}\"\nexpect input \"\\u{E9}\"\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "expected input \"\u{E9}\", got \"e\u{301}\""
      ])
  }

  @Test func backspaceOnAnEmptyFieldIsAnEventThatChangesNothing() throws {
    let report = ScenarioRunner(architectures: real).run(
      try scenario("delete input 3\nexpect input \"\"\nexpect result \"0\"\n"))
    #expect(report.passed)
    #expect(report.events == 3)
  }

  @Test func aLongInputTypedKeyByKeyIsRecordedWithoutCopyingTheFields() throws {
    let report = ScenarioRunner(architectures: real).run(
      try scenario("type token \",\"\ntype input \"1,\" * 20000\nexpect result \"20000\"\n"))
    #expect(report.passed)
    #expect(report.events == 40_001)
  }
}
