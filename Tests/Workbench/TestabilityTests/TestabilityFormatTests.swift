import Foundation
import ReportLayout
import Testing

@testable import Testability

struct TestabilityFormatTests {
  static func report() -> TestabilityReport {
    var mvp = ArchitectureTestability(
      name: "MVP", sourcePath: "Sources/MVP", kitFreeFiles: ["Tests/MVPTests/PresenterTests.swift"],
      kitFreeTests: 6, screenTests: 3, roles: ["CalculatorViewController", "Presenter"],
      rolesReached: ["Presenter"])
    mvp.kitFreeCoverage = LineCoverage(covered: 20, count: 40)
    mvp.testCoverage = LineCoverage(covered: 38, count: 40)
    mvp.scenarioCoverage = LineCoverage(covered: 39, count: 40)
    mvp.reachability = Reachability(
      measured: LineCoverage(covered: 18, count: 40), linesInKitFreeFiles: 24,
      linesRunInKitFiles: 0, kitLinesRun: 0)
    let point = MutationPoint(
      id: 1, file: "Sources/MVP/Presenter.swift", line: 9, endLine: 9,
      mutationOperator: .deleteStatement, original: "a <b> | c", mutated: "(deleted)", edits: [])
    mvp.mutants = [
      MutantResult(point: point, fate: .killedByKitFreeTests),
      MutantResult(point: point, fate: .killedByKitFreeTests),
      MutantResult(point: point, fate: .killedByScenarios),
      MutantResult(point: point, fate: .survived),
    ]
    mvp.mutants[3].state = .survived
    mvp.mutants[3].changes = [
      MeasureChange(
        measure: "bytes scanned", scenario: "long-input-typed-key-by-key", original: 0.9166,
        mutated: 3668.5833)
    ]
    mvp.uncompiledMutants = 2
    let measurement = TestabilityMeasurement(
      architectures: [mvp], buildSeconds: 100, coverageSeconds: 10, mutantSeconds: 50.4)
    return TestabilityReport(
      date: "2026-11-24T21:00:00Z", machine: "AMD × 2", measurement: measurement)
  }

  @Test func theTextRowLeadsWithTheReachThenTheKills() {
    let text = TestabilityFormat.text.render(Self.report())
    let row = text.split(separator: "\n").first { $0.hasPrefix("MVP ") }
    let cells = row?.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    #expect(cells == ["MVP", "45%", "60%", "6", "3", "4", "75%", "75%", "50%"])
    #expect(text.contains("total 160 s"))
  }

  @Test func theStateTableCountsEachStateAndTheUncompiled() {
    #expect(Self.report().stateTable.rows == [["MVP", "3", "0", "1", "0", "0", "2"]])
    #expect(Self.report().fateTable.rows == [["MVP", "2", "0", "1"]])
  }

  @Test func strengthLeavesOutTheMutantsNoRunReaches() {
    var report = Self.report()
    report.measurement.architectures[0].mutants[3].state = .noCoverage
    let mvp = report.measurement.architectures[0]
    #expect(mvp.mutationScore == 0.75)
    #expect(mvp.testStrength == 1)
  }

  @Test func aSurvivorSaysWhichCountedMeasureItChanges() {
    #expect(
      Self.report().survivorTable.rows == [
        [
          "MVP", "Presenter.swift:9", "a <b> | c → (deleted)",
          "survived: changes bytes scanned (bytes scanned per event on "
            + "long-input-typed-key-by-key: "
            + "0.9 → 3,668.6)",
        ]
      ])
  }

  @Test func aSurvivorThatChangesNoMeasureIsEquivalent() {
    let point = MutationPoint(
      id: 1, file: "F.swift", line: 1, endLine: 1, mutationOperator: .deleteStatement,
      original: "f()", mutated: "(deleted)", edits: [])
    #expect(MutantResult(point: point, fate: .survived).stateText == "equivalent")
    #expect(MutantResult(point: point, fate: .killedByScenarios).state == .killed)
  }

  @Test func theJSONDecodesToTheSameReport() throws {
    let json = TestabilityFormat.json.render(Self.report())
    let decoded = try JSONDecoder().decode(TestabilityReport.self, from: Data(json.utf8))
    #expect(decoded == Self.report())
    #expect(json.contains("\"operator\" : \"delete-statement\""))
  }

  @Test func markdownEscapesTheCodeItQuotes() {
    let markdown = TestabilityFormat.markdown.render(Self.report())
    #expect(markdown.contains("a &lt;b&gt; \\| c"))
    #expect(!markdown.contains("<b>"))
  }

  @Test func theHTMLPageHasTheChartsAndEscapesTheCode() {
    let html = TestabilityFormat.html.render(Self.report())
    #expect(html.contains("id=\"chart-kills"))
    #expect(html.contains("id=\"chart-coverage"))
    #expect(html.contains("a &lt;b&gt; | c"))
    #expect(!html.contains("<b>"))
  }
}
