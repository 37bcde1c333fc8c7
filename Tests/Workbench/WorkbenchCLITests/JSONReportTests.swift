import Foundation
import ScenarioReplay
import Testing
import WorkbenchCLI

@MainActor
struct JSONReportTests {
  @Test func theJSONReportHasTheDocumentedShape() throws {
    let output = workbench([
      "run", fixture("pass"), fixture("fail"), "--architectures", "MVC,mvvm", "--no-timing",
      "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(object["passed"] as? Bool == false)
    #expect(object["architectures"] as? [String] == ["MVC", "MVVM"])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(
      scenarios.map { $0["name"] as? String } == ["sum", "token-after-input", "wrong-expectation"])
    let failing = scenarios[2]
    #expect(failing["passed"] as? Bool == false)
    #expect(failing["agree"] as? Bool == true)
    let runs = try #require(failing["runs"] as? [[String: Any]])
    #expect(runs.map { $0["architecture"] as? String } == ["MVC", "MVVM"])
    #expect(runs.map { $0["result"] as? String } == ["3", "3"])
    #expect(runs.map { $0["events"] as? Int } == [4, 4])
    let failures = try #require(runs[0]["failures"] as? [[String: Any]])
    #expect(failures.map { $0["line"] as? Int } == [4])
    #expect(failures.map { $0["message"] as? String } == ["expected result \"4\", got \"3\""])
  }

  @Test func theReportDecodesBackIntoTheSameValue() throws {
    let output = workbench(["run", fixture("pass"), "--no-timing", "--format", "json"])
    let report = try JSONDecoder().decode(
      WorkbenchReport.self, from: Data(output.standardOutput.utf8))
    #expect(report.passed)
    #expect(report.environment.cpu == "Test CPU")
  }
}

@MainActor
struct CompleteJSONReportTests {
  @Test func aTimedReportHasSamplesSummariesAllocationsAndItsProvenance() throws {
    let output = workbench([
      "run", fixture("pass"), "--architectures", "MVC", "--repetitions", "4", "--format", "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(object["schemaVersion"] as? Int == WorkbenchReport.currentSchemaVersion)
    let environment = try #require(object["environment"] as? [String: Any])
    #expect(environment.keys.contains("commit"))
    #expect(environment["toolVersion"] as? String == EnvironmentInfo.currentToolVersion)
    let options = try #require(object["options"] as? [String: Any])
    #expect(options["repetitions"] as? Int == 4)
    let summaries = try #require(object["summaries"] as? [[String: Any]])
    #expect(summaries.map { $0["architecture"] as? String } == ["Direct", "MVC"])
    #expect(summaries[1]["ratioToBaseline"] as? Double != nil)
    #expect(summaries[1]["ratioInterval"] as? [String: Any] != nil)
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    let run = try #require((scenarios[0]["runs"] as? [[String: Any]])?.first)
    #expect(run["allocationsPerEvent"] as? Double != nil)
    let timing = try #require(run["timing"] as? [String: Any])
    let samples = try #require(timing["samples"] as? [Double])
    #expect(!samples.isEmpty && samples.count <= 4)
    #expect(timing["verdict"] as? String != nil)
    #expect(timing["ratioInterval"] as? [String: Any] != nil)
  }

  @Test func theCommitIsNullOutsideARepositoryNotAnError() throws {
    let data = try JSONEncoder().encode(fixedEnvironment)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["commit"] is NSNull)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "workbench-no-git-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(EnvironmentInfo.currentCommit(in: folder.path) == nil)
    let commit = try #require(EnvironmentInfo.currentCommit(in: testDirectory.path))
    #expect(commit.count == 40)
  }
}
