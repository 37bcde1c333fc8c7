import ArchitectureCatalog
import ArchitectureDescriptor
import Foundation
import RunReports
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// A run's body evaluations in its reports: a line of the text report only when an
/// architecture has bodies, saying what the others show instead, and the JSON's per-event
/// counts.
@MainActor
struct BodyFigureReportingTests {
  private static func report(_ names: [String]) throws -> WorkbenchReport {
    let architectures = Catalog.architectures.filter { names.contains($0.name) }
    let scenarioReport = ScenarioRunner(architectures: architectures).run(
      try scenario("type token \",\"\ntype input \"1,2\"\n"))
    return WorkbenchReport(
      architectures: architectures.map(\.name), scenarios: [scenarioReport],
      environment: EnvironmentInfo(
        cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
        buildConfiguration: "debug", date: "2026-01-01T00:00:00Z"),
      baseline: nil)
  }

  @Test func theTextReportSaysTheBodiesOnlyWhenAnArchitectureHasThem() throws {
    let mixed = ReportFormat.text.render(try Self.report(["MVC", "MV"]), width: 200)
    #expect(mixed.contains("MV 0.50 bodies/event, 0.00 wasted bodies/event."), "\(mixed)")
    #expect(mixed.contains("The other 1 have no bodies: their label updates/event"))
    let nine = ReportFormat.text.render(try Self.report(["MVC", "MVP"]), width: 200)
    #expect(!nine.contains("bodies"), "\(nine)")
  }

  @Test func theJSONCarriesEachEventsBodiesAndTheirCauses() throws {
    let json = ReportFormat.json.render(try Self.report(["MVC", "MV"]))
    let decoded = try JSONDecoder().decode(WorkbenchReport.self, from: Data(json.utf8))
    let runs = try #require(decoded.scenarios.first).runs
    #expect(runs.first { $0.architecture == "MVC" }?.bodies == nil)
    let mv = try #require(runs.first { $0.architecture == "MV" }?.bodies)
    #expect(
      mv.events.map(\.causes) == [
        ["ResultView: @dependencies changed.": 1], ["ResultView: @dependencies changed.": 1],
      ])
  }
}
