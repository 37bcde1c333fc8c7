import Foundation
import Testing
import WorkbenchCLI

/// Whole outputs compared with reviewed golden files, as swift-argument-parser tests its help.
@MainActor
struct GoldenOutputTests {
  @Test(arguments: [
    (["--help"], "help.txt"),
    (["help", "run"], "help-run.txt"),
    (["run", "--help"], "help-run.txt"),
    (["list", "--help"], "help-list.txt"),
    (["screens", "--help"], "help-screens.txt"),
    (["bench", "--help"], "help-bench.txt"),
    (["trace", "--help"], "help-trace.txt"),
    (["facts", "--help"], "help-facts.txt"),
    (["conformance", "--help"], "help-conformance.txt"),
    (["changes", "--help"], "help-changes.txt"),
    (["mutants", "--help"], "help-mutants.txt"),
    (["fuzz", "--help"], "help-fuzz.txt"),
  ])
  func helpMatchesItsGoldenFile(arguments: [String], file: String) {
    let output = workbench(arguments)
    #expect(output.exitCode == .success)
    #expect(output.standardError == "")
    #expect(output.standardOutput == golden(output.standardOutput, named: file))
  }

  @Test(arguments: ["text", "markdown", "json", "junit"])
  func eachFormatMatchesItsGoldenFile(format: String) {
    let output = workbench([
      "run", fixture("pass"), fixture("fail"), "--architectures", "mvc,mvp,mvvm", "--no-timing",
      "--format", format,
    ])
    #expect(output.exitCode == .failure)
    // The Markdown report ends with the code facts, which change with every source edit and
    // have tests of their own; the golden file stops before them.
    let report = output.standardOutput.components(separatedBy: "\n## Code facts")[0]
    #expect(output.standardOutput.contains("\n## Code facts") == (format == "markdown"))
    let extensions = ["text": "txt", "markdown": "md", "json": "json", "junit": "xml"]
    let file = "report-\(format).\(extensions[format] ?? format)"
    #expect(report == golden(report, named: file))
  }

  @Test(arguments: ["text", "mermaid"])
  func theTutorialTraceMatchesItsGoldenFile(format: String) {
    let output = workbench([
      "trace", fixture("pass/token-after-input.scenario"), "--format", format,
      "--architectures", "mvc,mvp,mvvm",
    ])
    #expect(output.exitCode == .success)
    let file = "trace.\(format == "mermaid" ? "md" : "txt")"
    #expect(output.standardOutput == golden(output.standardOutput, named: file))
  }

  @Test func malformedScenariosPrintEveryErrorWithItsPosition() {
    let output = workbench(["run", fixture("malformed"), fixture("pass")])
    #expect(output.exitCode == .malformedScenario)
    #expect(output.standardOutput == "")
    #expect(output.standardError == golden(output.standardError, named: "malformed.txt"))
  }
}
