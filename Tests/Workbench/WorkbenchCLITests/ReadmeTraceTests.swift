import Foundation
import Testing
import WorkbenchCLI

/// The sequence diagrams of the article on the architectures are `workbench trace --format mermaid` of the tutorial
/// example's last keystroke, as the README says: drawn from a real run, and kept so here.
@MainActor
struct ReadmeTraceTests {
  @Test func theReadmesDiagramsAreTheTraceCommandsOutput() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent(documentationCatalog + "/Architectures.md"),
      encoding: .utf8)
    let output = workbench([
      "trace", root.appendingPathComponent("Scenarios/tutorial-example.scenario").path,
      "--architectures", "MVC,MVP,MVVM", "--event", "6", "--format", "mermaid",
    ])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("sequenceDiagram"))
    #expect(readme.contains(output.standardOutput))
  }

  @Test func theReadmesPictureIsMVPsShareOfTheSameTrace() throws {
    let root = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let output = workbench([
      "trace", root.appendingPathComponent("Scenarios/tutorial-example.scenario").path,
      "--architectures", "MVP", "--event", "6", "--format", "mermaid",
    ])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("participant P4 as Presenter"))
    #expect(readme.contains(output.standardOutput))
  }
}
