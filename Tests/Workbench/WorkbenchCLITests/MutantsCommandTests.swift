import ArchitectureDescriptor
import Foundation
import MutantCatalog
import Mutation
import Testing
import WorkbenchCLI
import WorkbenchTestSupport

@MainActor
struct MutantsCommandTests {
  private struct Listing: Decodable {
    struct Listed: Decodable { var name, description, original, sourcePath: String }
    var mutants: [Listed]
  }

  @Test func listsAtLeastTenMutantsEachWithWhatItBreaks() throws {
    let output = workbench(["mutants", "--list", "--format", "json"])
    #expect(output.exitCode == .success)
    let listing = try JSONDecoder().decode(Listing.self, from: Data(output.standardOutput.utf8))
    #expect(listing.mutants.count >= 10)
    #expect(listing.mutants.allSatisfy { !$0.description.isEmpty })
    #expect(Set(listing.mutants.map(\.name)).count == listing.mutants.count)
  }

  @Test func mutantsAreNeverInTheDefaultSetButRunWhenNamed() {
    let names = Set(MutantCatalog.mutants.map(\.name))
    let all = workbench(["run", fixture("pass/sum.scenario"), "--no-timing"])
    #expect(all.exitCode == .success)
    #expect(names.allSatisfy { !all.standardOutput.contains($0) })
    let named = workbench([
      "run", fixture("pass/token-after-input.scenario"), "--no-timing", "--architectures",
      "MVC,stalesum",
    ])
    #expect(named.exitCode == .failure)
    #expect(named.standardOutput.contains("StaleSum"))
  }

  /// The whole mutation run (about 20 s in a debug build) is also `.ci/run`'s `workbench
  /// mutants Scenarios --minimum-score 100` step; here it runs with `WORKBENCH_LONG_TESTS`.
  @Test(.enabled(if: LongTests.isEnabled, "a long test: set WORKBENCH_LONG_TESTS=1"))
  func theBundledScenariosKillEveryMutant() throws {
    let output = workbench([
      "mutants", packageRoot.appendingPathComponent("Scenarios").path, "--format", "json",
      "--minimum-score", "100",
    ])
    #expect(output.exitCode == .success)
    let report = try JSONDecoder().decode(
      MutationReport.self, from: Data(output.standardOutput.utf8))
    #expect(report.score == 100)
    for entry in report.mutants {
      #expect(entry.killed, "\(entry.name) survived")
    }
  }

  @Test func aScoreBelowTheMinimumExitsOne() {
    let output = workbench([
      "mutants", fixture("pass/sum.scenario"), "--minimum-score", "100",
    ])
    #expect(output.exitCode == .failure)
    #expect(output.standardOutput.contains("SURVIVED"))
    #expect(output.standardOutput.contains("Mutation score:"))
  }

  @Test func aMinimumScoreOutOfRangeIsAUsageError() {
    #expect(workbench(["mutants", "--minimum-score", "101"]).exitCode == .usage)
    #expect(workbench(["mutants", "--format", "html"]).exitCode == .usage)
  }
}
