import Foundation
import ScenarioReplay
import Testing
import WorkbenchCLI

/// `run --save-baseline NAME` and `run --baseline NAME`, and `--reference` for the architecture.
@MainActor @Suite struct SavedBaselineTests {
  private static func temporaryPath() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("baseline-\(UUID().uuidString).json").path
  }

  @Test func aSavedBaselineIsTheRunsJSONAndALaterRunComparesWithIt() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = workbench([
      "run", fixture("pass/sum.scenario"), "--no-timing", "--save-baseline", path,
    ])
    #expect(saved.exitCode == .success)
    #expect(saved.standardError.contains("saved the run as baseline"))
    let report = try JSONDecoder().decode(
      WorkbenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(report.passed)
    let compared = workbench([
      "run", fixture("pass/sum.scenario"), "--no-timing", "--baseline", path,
    ])
    #expect(compared.exitCode == .success)
    #expect(compared.standardOutput.contains("NO REGRESSION"))
  }

  @Test func aBaselineReplacesASavedRunAndNothingElse() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "root:x:0:0:root:/root:/bin/bash\n".write(toFile: path, atomically: true, encoding: .utf8)
    let refused = workbench([
      "run", fixture("pass/sum.scenario"), "--no-timing", "--save-baseline", path,
    ])
    #expect(refused.exitCode == .unwritableOutput)
    #expect(refused.standardError.contains("is not a saved run of the workbench"))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "root:x:0:0:root:/root:/bin/bash\n")
    try FileManager.default.removeItem(atPath: path)
    let first = workbench([
      "run", fixture("pass/sum.scenario"), "--no-timing", "--save-baseline", path,
    ])
    #expect(first.exitCode == .success)
    let again = workbench([
      "run", fixture("pass/sum.scenario"), "--no-timing", "--save-baseline", path,
    ])
    #expect(again.exitCode == .success)
  }

  @Test func aMissingBaselineOrAnArchitecturesNameIsAUsageError() {
    let missing = workbench(["run", fixture("pass/sum.scenario"), "--baseline", "no-such-run"])
    #expect(missing.exitCode == .usage)
    #expect(missing.standardError.contains("no saved baseline \"no-such-run\""))
    let architecture = workbench(["run", fixture("pass/sum.scenario"), "--baseline", "mvc"])
    #expect(architecture.exitCode == .usage)
    #expect(architecture.standardError.contains("--reference MVC"))
    let badName = workbench(["run", fixture("pass/sum.scenario"), "--save-baseline", ".hidden"])
    #expect(badName.exitCode == .usage)
    let both = workbench([
      "run", fixture("pass/sum.scenario"), "--baseline", "x.json", "--compare", "y.json",
    ])
    #expect(both.exitCode == .usage)
  }

  @Test func runsTimedAgainstDifferentReferencesAreShownNotJudged() throws {
    let path = Self.temporaryPath()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let timing = ["--repetitions", "3", "--warmup", "0", "--architectures", "MVC,MVP"]
    let first = workbench(
      ["run", fixture("pass/sum.scenario"), "--save-baseline", path] + timing)
    try #require(first.exitCode == .success)
    let second = workbench(
      [
        "run", fixture("pass/sum.scenario"), "--reference", "MVC", "--baseline", path, "--format",
        "json",
      ] + timing)
    #expect(second.exitCode == .success)
    #expect(second.standardError.contains("timed against different references"))
    #expect(!second.standardError.contains("REGRESSED"))
  }
}
