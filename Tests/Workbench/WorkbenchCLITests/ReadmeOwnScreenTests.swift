import Foundation
import ScenarioLanguage
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// The README's "Bring your own screen", followed step by step on its worked example, so the
/// section cannot go stale: its scenario, read from the README, runs on a screen with none of
/// the calculator's widgets through the runner `workbench run` uses.
@MainActor
@Suite struct ReadmeOwnScreenTests {
  /// The comment line just before the scenario block.
  static let marker = "<!-- own-screen scenario -->"

  /// The README's scenario for a screen of one's own: the ```` ```text ```` block after the
  /// marker.
  static func readmeScenario() throws -> String {
    let readme = try String(
      contentsOf: packageRoot.appendingPathComponent(documentationCatalog + "/Screens.md"),
      encoding: .utf8)
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0 == marker })
    try #require(lines[start + 1] == "```text")
    let end = try #require(lines[(start + 2)...].firstIndex { $0 == "```" })
    return lines[(start + 2)..<end].joined(separator: "\n") + "\n"
  }

  @Test func theReadmeScenarioPassesOnTheSignUpScreen() throws {
    let text = try Self.readmeScenario()
    let report = ScenarioRunner(architectures: [TestArchitectures.signUp]).run(
      try ScenarioParser.parse(Array(text.utf8), path: "Screens.md"))
    #expect(report.runs[0].failures == [], "\(report.runs[0].failures)")
    #expect(report.passed)
    #expect(report.events == 9)
  }

  @Test func aWrongExpectationInTheReadmeScenarioFailsAtItsLine() throws {
    let text = try Self.readmeScenario().replacingOccurrences(
      of: #"expect nameTextField "Ada""#, with: #"expect nameTextField "Grace""#)
    let report = ScenarioRunner(architectures: [TestArchitectures.signUp]).run(
      try ScenarioParser.parse(Array(text.utf8), path: "Screens.md"))
    #expect(!report.passed)
    #expect(
      report.runs[0].failures == [
        Failure(
          line: 12, message: #"expected nameTextField "Grace", got "Ada""#, kind: .expectation)
      ])
  }

  @Test func theCalculatorsWidgetsAreMissingOnAScreenOfItsOwn() throws {
    let report = ScenarioRunner(architectures: [TestArchitectures.signUp]).run(
      try scenario("expect result \"0\"\ntype input \"1\"\n"))
    #expect(
      report.runs[0].failures.map(\.message) == [
        "expect result: the screen has no widget with accessibility identifier 'resultLabel'",
        "type input: the screen has no widget with accessibility identifier 'inputTextField'",
      ])
  }
}
