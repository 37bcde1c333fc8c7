import Foundation
import Testing
import WorkbenchCLI

/// The cost-of-change table in the README is what `workbench changes` prints today: an
/// implementation added or edited fails here until the README shows its numbers.
@MainActor
struct ReadmeChangesTests {
  @Test func theReadmesCostOfChangeTableIsTheCommandsOutput() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "\n## Cost of change\n").dropFirst().first)
    let shown = try #require(
      section.components(separatedBy: "```text\n$ swift run workbench changes\n").dropFirst()
        .first
    ).components(separatedBy: "```")[0]
    let output = workbench(["changes"])
    #expect(output.exitCode == .success)
    #expect(
      shown == output.standardOutput,
      "Paste the output of 'swift run workbench changes' into the README's Cost of change section")
  }
}
