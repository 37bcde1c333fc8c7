import Foundation
import Testing
import WorkbenchCLI

/// The code-facts table in the README is what `workbench facts` prints today, so it cannot go
/// stale: the counts depend on the sources only, and a change to an architecture that changes
/// them fails here until the README says so.
@MainActor
struct ReadmeFactsTests {
  @Test func theReadmesCodeFactsTableIsTheCommandsOutput() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n## Code facts\n").dropFirst().first)
    let drawn = try #require(section.components(separatedBy: "```text\n").dropFirst().first)
      .components(separatedBy: "```")[0]
    let output = workbench(["facts"])
    #expect(output.exitCode == .success)
    let printed = output.standardOutput.components(separatedBy: "\n\n")
      .first { $0.hasPrefix("architecture ") }
    #expect(drawn == (printed ?? "") + "\n")
  }
}
