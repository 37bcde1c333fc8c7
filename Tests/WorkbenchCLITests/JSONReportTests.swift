import Foundation
import Testing
import WorkbenchCLI
import WorkbenchCore

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
