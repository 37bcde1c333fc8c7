import Foundation
import Testing
import WorkbenchCLI

/// The cost-of-change table in the article on cost of change is what `workbench changes` prints
/// today, numbers and caveats included: an implementation added or edited fails here until the
/// article shows its numbers.
@MainActor
struct ReadmeChangesTests {
  @Test func theReadmesCostOfChangeTableIsTheCommandsOutput() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let section = try String(
      contentsOf: root.appendingPathComponent(documentationCatalog + "/CostOfChange.md"),
      encoding: .utf8)
    let shown = try #require(
      section.components(separatedBy: "```text\n$ swift run workbench changes\n").dropFirst()
        .first
    ).components(separatedBy: "```")[0]
    let output = workbench(["changes"])
    #expect(output.exitCode == .success)
    #expect(
      shown == output.standardOutput,
      "Paste the output of 'swift run workbench changes' into \(documentationCatalog)/CostOfChange.md"
    )
  }
}
