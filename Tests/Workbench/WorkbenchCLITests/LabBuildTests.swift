import ArchitectureCatalog
import ScenarioReplay
import Testing

@testable import WorkbenchCLI

/// What `workbench`, built without the lab, hands to `workbench-lab`: the lab's subcommands and
/// a mutant named in `--architectures`, and nothing else.
@MainActor
struct LabBuildTests {
  /// A context as the `workbench` executable has it: no lab, no mutants.
  private let withoutTheLab = WorkbenchCommand.Context(
    environment: EnvironmentInfo.current(), architectures: Catalog.architectures)

  @Test(arguments: [
    ["mutants", "Scenarios"], ["testability", "--architectures", "MVP"],
    ["new-architecture", "MyPattern"], ["run", "--architectures", "MVC,StaleSum"],
    ["trace", "x.scenario", "--architectures=stalesum"],
  ])
  func theLabsCommandsAndMutantsAreHandedOn(arguments: [String]) {
    #expect(LabBuild.isNeeded(for: arguments, context: withoutTheLab))
  }

  @Test(arguments: [
    ["run", "--architectures", "MVC,MVP"], ["help", "mutants"], ["list", "Scenarios"],
    ["fuzz", "--architectures", "Store"], [],
  ])
  func everythingElseRunsHere(arguments: [String]) {
    #expect(!LabBuild.isNeeded(for: arguments, context: withoutTheLab))
  }

  @Test func aBuildWithTheLabRunsEverythingItself() {
    var context = withoutTheLab
    context.lab = Lab(mutants: [], runners: [])
    #expect(!LabBuild.isNeeded(for: ["mutants"], context: context))
    #expect(!LabBuild.isNeeded(for: ["run", "--architectures", "StaleSum"], context: context))
  }

  /// `swift test` runs in the package root, where the mutants' folders are.
  @Test func theMutantsAreNamedByTheirFolders() {
    let names = LabBuild.mutantNames()
    #expect(names.contains("StaleSum"))
    #expect(names.contains("RetainCycle"))
    #expect(!names.contains("Changes"))
    #expect(!names.contains { $0.hasSuffix(".md") })
  }
}
