import Testing

@testable import WorkbenchCLI

/// What `workbench` answers from the declarations, with no build of the lab or the classroom.
@MainActor
struct WorkbenchCommandDeclarationsTests {
  /// A hostile pass found `workbench mutants --help` building `workbench-lab` (minutes on a
  /// fresh clone) before printing a help text `workbench` itself has.
  @Test(arguments: [
    ["mutants", "--help"], ["testability", "-h"], ["new-architecture", "--version"],
    ["mutants", "--no-such-option"], ["testability", "--format"],
    ["run", "--architectures", "StaleSum", "--help"], ["exercise", "check", "x", "--bogus"],
  ])
  func helpAndRefusedCommandLinesNeedNoBuild(arguments: [String]) {
    #expect(WorkbenchCommand.isAnsweredFromDeclarations(arguments))
  }

  @Test(arguments: [
    ["mutants", "Scenarios"], ["run", "--architectures", "StaleSum"],
    ["exercise", "check", "stale-token"], ["help", "mutants"], ["Scenarios"], [],
  ])
  func commandsThatRunAreNotAnsweredFromDeclarations(arguments: [String]) {
    #expect(!WorkbenchCommand.isAnsweredFromDeclarations(arguments))
  }

  /// The help is the declaration's, whichever way it is asked for, in a build without the lab.
  @Test func aLabCommandsHelpIsPrintedWithoutTheLab() {
    let output = WorkbenchCommand.run(["mutants", "--help"])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput == WorkbenchCommand.run(["help", "mutants"]).standardOutput)
    #expect(output.standardOutput.hasPrefix("OVERVIEW:"))
  }
}
