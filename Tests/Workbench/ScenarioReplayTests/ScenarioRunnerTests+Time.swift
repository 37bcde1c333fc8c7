import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// What the runner sees of time: every moment of a wait, `never`, work a released screen left
/// behind, and request counts.
@MainActor
struct ScenarioRunnerTimeTests {
  /// The slow-service README's example, with no expectation in between.
  private let example = """
    type input "1"
    wait 200ms
    type input "2"
    wait 300ms
    expect result "12"
    """

  @Test func aStaleAnswerShownForAMomentDivergesAtThatMoment() throws {
    let report = ScenarioRunner(
      architectures: [TestArchitectures.showsLatestAnswer, TestArchitectures.showsEveryAnswer]
    ).run(try scenario(example))
    let divergence = try #require(report.divergence)
    #expect(divergence.event == 4)
    #expect(divergence.line == 4)
    #expect(divergence.moment == "300ms")
    #expect(divergence.divergentEvents == 1)
    #expect(Set(divergence.shown.map(\.result)) == ["…", "1"])
    // Both end on 12: only the moment in between tells them apart.
    #expect(report.runs.map(\.result) == ["12", "12"])
    #expect(
      report.runs[1].failures.first?.message
        == "diverges from the other architectures during event 4, at 300ms of virtual time: "
        + "showed token \"\", input \"12\", result \"1\"")
  }

  @Test func screensThatShowTheSameAtEveryMomentAgree() throws {
    let report = ScenarioRunner(
      architectures: [TestArchitectures.showsLatestAnswer, TestArchitectures.showsLatestAnswerToo]
    ).run(try scenario(example))
    #expect(report.passed)
    #expect(report.divergence == nil)
  }

  @Test func neverFailsAtTheMomentItsTextIsShown() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.showsEveryAnswer])
      .run(try scenario("never result \"1\"\n" + example))
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 1,
          message: "expected result never to show \"1\" until the next expect, but it did at "
            + "300ms of virtual time, during event 4 (line 5)",
          kind: .expectation)
      ])
  }

  @Test func neverHoldsOnlyUntilTheNextExpect() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.showsLatestAnswer])
      .run(
        try scenario(
          """
          never result "…"
          expect result "0"
          type input "1"
          never input "2"
          wait 300ms
          """))
    #expect(report.passed)
    let breached = ScenarioRunner(architectures: [TestArchitectures.showsLatestAnswer])
      .run(try scenario("never result \"…\"\ntype input \"1\"\nexpect result \"…\"\nwait 1s\n"))
    #expect(breached.runs[0].failures.map(\.line) == [1])
  }

  @Test func workLeftBehindByARelaunchAndItsLateAnswerAreFailures() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.showsLatestAnswer])
      .run(try scenario("type input \"1\"\nrelaunch\nwait 300ms\nexpect result \"0\"\n"))
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 2,
          message: "work left behind: 1 piece of work (1 request to the sum service) still "
            + "scheduled after the relaunch released the screen; a released screen cancels "
            + "what it started",
          kind: .leak),
        Failure(
          line: 3,
          message: "an answer of the sum service was delivered at 300ms of virtual time to the "
            + "screen the relaunch on line 2 released",
          kind: .leak),
      ])
  }

  @Test func workLeftBehindAtTheEndIsAFailure() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.showsLatestAnswer])
      .run(try scenario("type input \"1\"\n"))
    #expect(report.runs[0].failures.map(\.kind) == [.leak])
    #expect(report.runs[0].failures.map(\.line) == [0])
  }

  @Test func requestCountsThatDifferAreADivergenceThoughTheScreensAgree() throws {
    let report = ScenarioRunner(
      architectures: [
        TestArchitectures.showsLatestAnswer, TestArchitectures.showsLatestAnswerToo,
        TestArchitectures.asksTwice,
      ]
    ).run(try scenario(example))
    #expect(report.divergence == nil)
    #expect(report.runs.prefix(2).allSatisfy { $0.passed })
    #expect(
      report.runs[2].failures == [
        Failure(
          line: 0,
          message: "request counts differ: 4 sent, 0 cancelled, 4 delivered where LatestAnswer, "
            + "LatestAnswerToo made 2 sent, 0 cancelled, 2 delivered",
          kind: .divergence)
      ])
  }

  @Test func oneEventThatSetsTheLabelTwiceFailsThoughTheMeanPerEventIsBelowOne() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.flickersOnPaste])
      .run(try scenario("wait 1s\nwait 1s\nset input \"55\"\nexpect result \"55\"\n"))
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 3,
          message: "the result label was set 2 times by event 3 (line 3); an event needs one "
            + "update at most",
          kind: .expectation)
      ])
  }
}
