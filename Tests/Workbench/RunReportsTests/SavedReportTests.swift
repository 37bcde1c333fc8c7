import Foundation
import RunReports
import ScenarioReplay
import Testing
import TimingStatistics

/// A saved report is read back as it was written, and one no run could have written is refused
/// with the field at fault.
struct SavedReportTests {
  private static let environment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "debug", date: "2026-01-01T00:00:00Z")

  /// A report of the scenarios `names`, each with one MVC run of 4 events timed by `samples`.
  private static func report(_ names: [String], samples: [Double] = [900, 1000]) -> WorkbenchReport
  {
    let scenarios = names.map { name in
      var run = ArchitectureRun(
        architecture: "MVC", result: "3", events: 4, failures: [], leaked: [])
      run.timing = TimingReport(
        samples: samples, screenSamples: [1], baselineSamples: nil, isBaseline: true,
        requestedSamples: 2, eventsPerSample: 4)
      return ScenarioReport(
        name: name, path: "\(name).scenario", description: "", events: 4, runs: [run],
        divergence: nil)
    }
    return WorkbenchReport(
      architectures: ["MVC"], scenarios: scenarios, environment: environment, baseline: "MVC")
  }

  private static func problem(_ data: Data) -> String? {
    do throws(SavedReport.Problem) {
      _ = try SavedReport.decode(data)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func aSavedReportReadsBackAsItWasWritten() throws {
    let report = Self.report(["first", "second"])
    let data = Data(JSONDocument.render(report).utf8)
    #expect(try SavedReport.decode(data) == report)
  }

  @Test func aScenarioListedTwiceIsRefusedWithItsField() {
    let data = Data(JSONDocument.render(Self.report(["same", "same"])).utf8)
    #expect(
      Self.problem(data)
        == "an impossible report: scenarios[1].name: scenario \"same\" is listed twice")
  }

  @Test func aSampleThatIsNotATimeIsRefusedWithItsField() throws {
    let data = Data(JSONDocument.render(Self.report(["first"], samples: [900, -1])).utf8)
    let message = try #require(Self.problem(data))
    #expect(message.hasPrefix("an impossible report: scenarios[0].runs[0].timing.samples[1]: -"))
  }

  @Test func dataThatIsNotJSONIsNotAReport() throws {
    let message = try #require(Self.problem(Data("{ not json".utf8)))
    #expect(message.hasPrefix("not a workbench report: "))
    #expect(message.hasSuffix("the file is not valid JSON"))
  }
}
