import Foundation
import Testing
import WorkbenchCLI

@MainActor
struct ExitCodeTests {
  @Test func passingScenariosExitZero() {
    let output = workbench(["run", fixture("pass"), "--no-timing"])
    #expect(output.exitCode == .success)
    #expect(output.exitCode.rawValue == 0)
  }

  @Test func aWrongExpectationExitsOneAndNamesItsFileAndLine() {
    let output = workbench(["run", fixture("fail"), "--no-timing", "--architectures", "mvc"])
    #expect(output.exitCode.rawValue == 1)
    // The place and the message share a line when it fits 100 columns; the fixture's absolute
    // path is too long for that, so the message goes on the next line.
    #expect(
      output.standardOutput.contains(
        "Fixtures/fail/wrong-expectation.scenario:4:\n    MVC: expected result \"4\", got \"3\""))
  }

  @Test func aMalformedScenarioExits65WithAPosition() {
    let output = workbench(["run", fixture("malformed")])
    #expect(output.exitCode.rawValue == 65)
    #expect(output.standardError.contains("Fixtures/malformed/typos.scenario:2:6: error: "))
  }

  @Test func aMissingPathExits66() {
    let output = workbench(["run", fixture("no-such-folder")])
    #expect(output.exitCode.rawValue == 66)
    #expect(output.standardError.contains("no-such-folder"))
  }

  @Test(arguments: [
    ["run", "--frobnicate"], ["--architectures", "mvx"], ["run", "--format", "yaml"],
    ["run", "--repetitions", "0"], ["run", "--warmup", "many"], ["frobnicate"],
    ["run", "--output"], ["run", "--no-timing=yes"], ["run", "--reference", "nobody"],
    ["run", "--baseline", "nobody"],
  ])
  func usageErrorsExit64WithTheUsageLine(arguments: [String]) {
    let output = workbench(arguments)
    #expect(output.exitCode.rawValue == 64)
    #expect(output.standardError.hasPrefix("Error: "))
    #expect(output.standardError.contains("Usage: workbench"))
    #expect(output.standardOutput == "")
  }

  @Test func anUnknownOptionSuggestsTheNearestOne() {
    let output = workbench(["run", "--no-timnig"])
    #expect(
      output.standardError.hasPrefix(
        "Error: unknown option '--no-timnig'; did you mean '--no-timing'?"))
  }

  @Test func theOutputFileIsWrittenWholeAndTheSummaryPrinted() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("report.json").path
    let output = workbench([
      "run", fixture("pass"), "--no-timing", "--format", "json", "--output", file,
    ])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.hasPrefix("PASSED: wrote the json report to "))
    let written = normalised(try String(contentsOfFile: file, encoding: .utf8))
    let direct = workbench(["run", fixture("pass"), "--no-timing", "--format", "json"])
    #expect(written == direct.standardOutput)
  }

  @Test func anUnwritableOutputExits73AndWritesNothing() {
    let output = workbench([
      "run", fixture("pass"), "--no-timing", "--output", "/nonexistent-folder/report.txt",
    ])
    #expect(output.exitCode.rawValue == 73)
    #expect(!FileManager.default.fileExists(atPath: "/nonexistent-folder/report.txt"))
  }

  @Test func versionIsAcceptedEverywhere() {
    for arguments in [["--version"], ["run", "--version"], ["list", "--version"]] {
      #expect(workbench(arguments).standardOutput == "0.1.0\n")
    }
  }
}
