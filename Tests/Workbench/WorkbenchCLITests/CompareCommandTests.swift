import Foundation
import ScenarioReplay
import Testing
import TimingStatistics
import WorkbenchCLI

@MainActor
struct CompareCommandTests {
  /// One timed run of the passing fixtures on MVC and MVVM, in JSON, made once for the suite:
  /// every test starts from the same report and changes only what it checks.
  private static let timedRun = workbench([
    "run", fixture("pass"), "--architectures", "MVC,MVVM", "--repetitions", "15",
    "--warmup", "0", "--format", "json",
  ])

  /// A timed JSON report of the passing fixtures on MVC and MVVM, written to a temporary file.
  private func timedReport() throws -> (path: String, report: WorkbenchReport) {
    let output = Self.timedRun
    #expect(output.exitCode == .success)
    var report = try JSONDecoder().decode(
      WorkbenchReport.self, from: Data(output.standardOutput.utf8))
    // A real run gives the report its shape; steady samples keep what the tests change the
    // only difference, so a loaded machine's noise cannot turn a regression into "unclear".
    // Fifteen of them everywhere (a debug build's budget may have taken fewer), the baseline's
    // too, so that every cell has the samples a release run has.
    let steady = (0..<15).map { 1_000 + Double($0 % 3) }
    for scenario in report.scenarios.indices {
      for run in report.scenarios[scenario].runs.indices
      where report.scenarios[scenario].runs[run].timing != nil {
        report.scenarios[scenario].runs[run].timing?.samples = steady
      }
      if report.scenarios[scenario].baselineTiming != nil {
        report.scenarios[scenario].baselineTiming?.samples = steady.reversed()
      }
    }
    return (try write(report), report)
  }

  /// Where this test's reports are written, removed when the test ends (a hostile pass found
  /// 23 reports left in the temporary folder by every run of this suite).
  private let folder: ScratchFolder

  init() throws {
    folder = try ScratchFolder()
  }

  private func write(_ text: String) throws -> String {
    try folder.write("workbench-compare-\(UUID().uuidString).json", text)
  }

  private func write(_ report: WorkbenchReport) throws -> String {
    try write(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
  }

  @Test func aReportComparedWithItselfExitsZero() throws {
    let (path, _) = try timedReport()
    let output = workbench(["compare", path, path])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("NO REGRESSION"))
  }

  /// Two runs with no scenario in common have nothing to compare: an error and 65, never
  /// "NO REGRESSION" and 0.
  @Test func runsWithNothingInCommonAreRefused() throws {
    let (path, report) = try timedReport()
    var renamed = report
    for index in renamed.scenarios.indices {
      renamed.scenarios[index].name += "-other"
    }
    let output = workbench(["compare", path, try write(renamed)])
    #expect(output.exitCode == .malformedScenario)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains("the two runs share no scenario"))
  }

  /// A huge ratio from a saved run takes a cell's room, not 309 digits.
  @Test func aHugeRatioIsWrittenWithAnExponent() throws {
    let (path, report) = try timedReport()
    var huge = report
    for index in huge.summaries.indices {
      huge.summaries[index].ratioToBaseline = Double.greatestFiniteMagnitude
    }
    for format in ["text", "markdown"] {
      let text = workbench(["report", try write(huge), "--format", format]).standardOutput
      #expect(text.contains("1.8e+308"), "\(text)")
      #expect(!text.contains("0000000000"))
    }
    #expect(!workbench(["compare", path, try write(huge)]).standardOutput.contains("0000000000"))
  }

  /// A run of a modified working tree is marked so: the same commit is not the same code.
  @Test func aModifiedTreeIsMarked() throws {
    let (path, report) = try timedReport()
    var modified = report
    modified.environment.commit = String(repeating: "a", count: 40) + "-modified"
    let output = workbench(["compare", path, try write(modified)])
    // The heading wraps at 100 columns: read it as one line.
    let heading = output.standardOutput.replacingOccurrences(of: "\n    ", with: " ")
    #expect(heading.contains("aaaaaaaaaaaa (modified)"), "\(output.standardOutput)")
  }

  @Test func mvcSamplesScaledByHalfAgainExitTwoAndNameMVC() throws {
    let (path, report) = try timedReport()
    var slower = report
    for scenario in slower.scenarios.indices {
      var runs = slower.scenarios[scenario].runs
      for run in runs.indices where runs[run].architecture == "MVC" {
        let samples = runs[run].timing?.samples ?? []
        runs[run].timing?.samples = samples.map { $0 * 1.5 }
      }
      slower.scenarios[scenario].runs = runs
    }
    for format in ["text", "markdown", "json", "junit"] {
      let output = workbench(["compare", path, try write(slower), "--format", format])
      #expect(output.exitCode == .regression, "\(format)")
      #expect(output.standardOutput.contains("MVC"), "\(format)")
    }
    let text = workbench(["compare", path, try write(slower)]).standardOutput
    let regressedLines = text.split(separator: "\n").filter { $0.hasSuffix("regressed") }
    #expect(!regressedLines.isEmpty)
    #expect(regressedLines.allSatisfy { $0.contains("MVC") && !$0.contains("MVVM") })
    let junit = workbench(["compare", path, try write(slower), "--format", "junit"])
    #expect(junit.standardOutput.contains("<failure type=\"regression\""))
  }

  @Test func aFailedNewRunExitsOneEvenWithARegression() throws {
    let (path, report) = try timedReport()
    var failed = report
    failed.passed = false
    for index in failed.scenarios[0].runs.indices {
      failed.scenarios[0].runs[index].allocationsPerEvent =
        (failed.scenarios[0].runs[index].allocationsPerEvent ?? 0) + 1
    }
    let output = workbench(["compare", path, try write(failed)])
    #expect(output.exitCode == .failure)
  }

  @Test func aFileThatIsNotAReportExits65WithAClearMessage() throws {
    let (path, _) = try timedReport()
    let other = try write("{\"name\": \"something else\"}")
    let output = workbench(["compare", path, other])
    #expect(output.exitCode == .malformedScenario)
    #expect(output.standardError.contains(": error: not a workbench report"))
    #expect(output.standardError.contains("'schemaVersion' is missing"))
    let garbage = workbench(["compare", path, try write("not json")])
    #expect(garbage.exitCode == .malformedScenario)
  }

  @Test func aMissingFileExits66AndABadCommandLine64() throws {
    let (path, _) = try timedReport()
    #expect(workbench(["compare", path, "/nonexistent/report.json"]).exitCode == .unreadablePath)
    #expect(workbench(["compare", path]).exitCode == .usage)
    #expect(workbench(["compare", path, path, "--threshold", "lots"]).exitCode == .usage)
    #expect(workbench(["compare", path, path, "--format", "html"]).exitCode == .usage)
  }

  @Test func runCompareAppendsTheComparisonAndKeepsJSONWhole() throws {
    let (path, _) = try timedReport()
    let text = workbench([
      "run", fixture("pass"), "--architectures", "MVC,MVVM", "--no-timing", "--compare", path,
    ])
    #expect(text.exitCode == .success)
    #expect(text.standardOutput.contains("Workbench comparison"))
    let json = workbench([
      "run", fixture("pass"), "--architectures", "MVC,MVVM", "--no-timing", "--format", "json",
      "--compare", path,
    ])
    #expect(
      (try? JSONDecoder().decode(WorkbenchReport.self, from: Data(json.standardOutput.utf8)))
        != nil)
    #expect(json.standardError.contains("Workbench comparison"))
    #expect(
      workbench(["run", fixture("pass"), "--threshold", "5"]).exitCode == .usage)
  }
}
