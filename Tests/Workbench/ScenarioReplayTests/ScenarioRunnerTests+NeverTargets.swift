import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// `never` reads its target as `expect` does: a target the screen does not have where the
/// directive stands fails on its line, instead of passing because it can never be breached.
extension ScenarioRunnerTests {
  /// The failures of a scenario run on the list screen.
  private func neverFailures(_ text: String) throws -> [Failure] {
    ScenarioRunner(architectures: [TestArchitectures.withList]).run(try scenario(text)).runs[0]
      .failures
  }

  @Test func aNeverOfAMissingWidgetFailsOnItsLineNamingTheLikelyOne() throws {
    let failures = try neverFailures(
      "type input \"1\"\nnever resultLabl \"2\"\nexpect result \"1\"\n")
    #expect(failures.map(\.line) == [2])
    #expect(failures.map(\.kind) == [.screen])
    #expect(failures.first?.message.hasPrefix("never resultLabl: ") == true)
    #expect(failures.first?.message.hasSuffix("did you mean 'resultLabel'?") == true)
  }

  @Test func aNeverOfTheWrongKindOrUnderTheTopScreenFailsOnItsLine() throws {
    let failures = try neverFailures(
      """
      never keepButton rows ["x"]
      tap historyButton
      never historyList "a"
      never result "5"
      back
      """)
    #expect(failures.map(\.line) == [1, 3, 4])
    #expect(failures.allSatisfy { $0.kind == .screen })
    #expect(failures.map(\.message).allSatisfy { $0.hasPrefix("never ") })
  }

  @Test func aNeverOfAWidgetTheScreenHasStillPasses() throws {
    #expect(try neverFailures("never result \"2\"\ntype input \"1\"\nexpect result \"1\"\n") == [])
  }

  @Test func aCapitalisedScreenIsAWidgetTheScreenLacksAndTheKeywordIsSuggested() throws {
    let failures = try neverFailures("expect Screen \"Calculator\"\n")
    #expect(failures.map(\.line) == [1])
    #expect(failures.first?.message.hasSuffix("did you mean 'screen'?") == true)
  }
}
