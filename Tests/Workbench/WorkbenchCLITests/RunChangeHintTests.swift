import Testing

/// A change request's scenarios run without `--change` fail on the base, which lacks the
/// change's widgets: the run says which option was meant.
@Suite struct RunChangeHintTests {
  @Test func aChangesScenariosRunOnTheBaseNameTheOptionTheyNeed() async throws {
    let result = try await shell(
      "\"$WORKBENCH\" run Scenarios/Changes/history/keep-twice.scenario --no-timing")
    #expect(result.status == 1)
    #expect(
      result.standardError.contains(
        "note: these scenarios belong to the change request 'history' and ran on the base"))
    #expect(result.standardError.contains("add --change history to run them on that change's."))
  }

  @Test func aBaseScenarioThatFailsGetsNoSuchNote() async throws {
    let result = try await shell(
      "printf 'type input \"1\"\\nexpect result \"2\"\\n' | \"$WORKBENCH\" run - --no-timing")
    #expect(result.status == 1)
    #expect(!result.standardError.contains("--change"))
  }
}
