import Foundation
import Testing
import WorkbenchCLI

/// `workbench report` renders a saved run exactly as the run rendered it.
@MainActor @Suite struct ReportCommandTests {
  private static func savedRun(_ arguments: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("saved-\(UUID().uuidString).json").path
    let saved = workbench(["run"] + arguments + ["--format", "json", "--output", path])
    try #require(saved.exitCode == .success, "\(saved.standardError)")
    return path
  }

  @Test(arguments: ["text", "markdown", "html", "junit", "json"])
  func aSavedRunRendersByteForByteAsTheRunDid(format: String) throws {
    let scenarios = [fixture("pass/sum.scenario"), fixture("pass/token-after-input.scenario")]
    let path = try Self.savedRun(scenarios + ["--no-timing"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = workbench(["run"] + scenarios + ["--no-timing", "--format", format])
    let rendered = workbench(["report", path, "--format", format])
    #expect(rendered.exitCode == run.exitCode)
    #expect(rendered.standardOutput == run.standardOutput)
    #expect(!rendered.standardOutput.isEmpty)
  }

  @Test func aTimedRunsSamplesSurviveTheRoundTrip() throws {
    let path = try Self.savedRun([
      fixture("pass/sum.scenario"), "--repetitions", "2", "--warmup", "0",
    ])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("\"samples\""))
    #expect(workbench(["report", path, "--format", "json"]).standardOutput == normalised(saved))
    let text = workbench(["report", path])
    #expect(text.exitCode == .success)
    #expect(text.standardOutput.contains("ns/screen"))
  }

  @Test func whatIsNotASavedRunIsRefused() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-run-\(UUID().uuidString).json").path
    try Data(#"{"name": "not a report"}"#.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(workbench(["report", path]).exitCode == .malformedScenario)
    #expect(workbench(["report", "/nonexistent/run.json"]).exitCode == .unreadablePath)
    #expect(workbench(["report"]).exitCode == .usage)
    #expect(workbench(["report", path, "--format", "pdf"]).exitCode == .usage)
  }
}
