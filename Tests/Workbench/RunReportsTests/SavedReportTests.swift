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
        == "an impossible report: scenarios[1].name: scenario \"same\" of "
        + "\"same.scenario\" is listed twice")
  }

  /// Two scenarios of one name from two folders (a change request's beside the bundled ones)
  /// are two scenarios: what a run writes, it reads back.
  @Test func twoScenariosOfOneNameFromTwoFoldersReadBack() throws {
    var report = Self.report(["empty-token", "empty-token"])
    report.scenarios[1].path = "Changes/remember-token/empty-token.scenario"
    let data = Data(JSONDocument.render(report).utf8)
    #expect(try SavedReport.decode(data) == report)
  }

  /// The published schema's bounds hold when a run is read back: the version starts at 1 and
  /// counts are not negative.
  @Test(arguments: [
    ("\"schemaVersion\" : 2", "\"schemaVersion\" : 0", "schemaVersion: 0; versions start at 1"),
    ("\"events\" : 4", "\"events\" : -4", "events: -4 is less than 0"),
    ("\"cpuCount\" : 2", "\"cpuCount\" : -1", "environment.cpuCount: -1 is less than 0"),
  ])
  func valuesOutsideTheSchemaAreRefused(original: String, edited: String, reason: String) throws {
    let text = JSONDocument.render(Self.report(["first"]))
    #expect(text.contains(original))
    let message = try #require(
      Self.problem(Data(text.replacingOccurrences(of: original, with: edited).utf8)))
    #expect(message.contains(reason), "\(message)")
  }

  /// A key given twice is refused with its line, whichever value a reader would take.
  @Test func aDuplicateKeyIsRefusedWithItsLine() throws {
    let text = JSONDocument.render(Self.report(["first"]))
      .replacingOccurrences(
        of: "\"baseline\" : \"MVC\",", with: "\"baseline\" : \"MVC\", \"baseline\" : \"x\",")
    let message = try #require(Self.problem(Data(text.utf8)))
    #expect(
      message.hasSuffix(
        "the key \"baseline\" appears twice in one object; a report names "
          + "each field once"), "\(message)")
    #expect(message.hasPrefix("line "))
  }

  /// Keys spelt with escapes are the keys they decode to.
  @Test func aDuplicateKeySpeltWithAnEscapeIsStillADuplicate() throws {
    let message = try #require(Self.problem(Data(#"{"a": 1, "\u0061": 2}"#.utf8)))
    #expect(message.contains("the key \"a\" appears twice"), "\(message)")
  }

  /// Nesting deeper than a report does is refused as that, not as "not valid JSON".
  @Test func deepNestingIsRefusedAsTooDeep() throws {
    let deep = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
    let message = try #require(Self.problem(Data(deep.utf8)))
    #expect(
      message == "line 1: objects and arrays nest more than 32 deep; a report nests at most 32")
  }

  /// A name longer than any file name is refused before a report spends time showing it.
  @Test func aHugeNameIsRefused() throws {
    let report = Self.report([String(repeating: "x", count: 5000)])
    let message = try #require(Self.problem(Data(JSONDocument.render(report).utf8)))
    #expect(message.contains("scenarios[0].name: 5000 bytes"), "\(message)")
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
