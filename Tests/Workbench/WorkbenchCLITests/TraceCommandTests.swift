import Testing
import WorkbenchCLI

/// `workbench trace`: one scenario file, and a clear refusal of anything that is several.
@MainActor
struct TraceCommandTests {
  private static let scenario = "type token \",\"\ntype input \"1,2\"\nexpect result \"3\"\n"

  /// A hostile pass found `trace Scenarios` tracing whichever scenario sorts first, without
  /// naming it.
  @Test func aFolderOfSeveralScenariosIsRefusedNotTracedByItsFirst() throws {
    let folder = try ScratchFolder()
    try folder.write("two/a.scenario", Self.scenario)
    try folder.write("two/b.scenario", Self.scenario)
    let output = WorkbenchCommand.run(["trace", folder.path + "/two"])
    #expect(output.exitCode == .usage)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains("holds 2 scenarios: name one of them"))
  }

  /// A hostile pass found this exiting 64: a trace with only the loading to show is no usage
  /// error.
  @Test func aScenarioThatPerformsNoEventTracesTheLoading() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("still.scenario", "expect result \"0\"\n")
    let output = WorkbenchCommand.run(["trace", path, "--architectures", "MVC"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("MVC: event 0"))
    #expect(output.standardError.isEmpty)
    let asked = WorkbenchCommand.run(["trace", path, "--architectures", "MVC", "--event", "1"])
    #expect(asked.exitCode == .usage)
    #expect(asked.standardError.contains("performs no event;"))
    #expect(asked.standardError.contains("only the loading can be traced (--event 0)"))
  }

  @Test func aFolderOfOneScenarioTracesIt() throws {
    let folder = try ScratchFolder()
    try folder.write("one/a.scenario", Self.scenario)
    let output = WorkbenchCommand.run(["trace", folder.path + "/one", "--architectures", "MVC"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("MVC: event 4 (line 2"))
  }
}
