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
    let point = MutationPoint(
      id: 1, file: "Sources/MVP/Presenter.swift", line: 9, endLine: 9,
      mutationOperator: .deleteStatement, original: "a <b> | c", mutated: "(deleted)", edits: [])
    mvp.mutants = [
      MutantResult(point: point, fate: .killedByKitFreeTests),
      MutantResult(point: point, fate: .killedByKitFreeTests),
      MutantResult(point: point, fate: .killedByScenarios),
      MutantResult(point: point, fate: .survived),
    ]
    mvp.uncompiledMutants = 2
    let measurement = TestabilityMeasurement(
      architectures: [mvp], buildSeconds: 100, coverageSeconds: 10, mutantSeconds: 50.4)
    return TestabilityReport(
      date: "2026-11-24T21:00:00Z", machine: "AMD × 2", measurement: measurement)
  }

  @Test func theTextRowSaysWhatTheMeasurementSays() {
    let text = TestabilityFormat.text.render(Self.report())
    let row = text.split(separator: "\n").first { $0.hasPrefix("MVP ") }
    let cells = row?.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    #expect(cells == ["MVP", "6", "1", "of", "2", "50%", "95%", "98%", "4", "50%"])
    #expect(text.contains("total 160 s"))
  }

  @Test func theFateTableCountsEachFateAndTheUncompiled() {
    #expect(Self.report().fateTable.rows == [["MVP", "2", "0", "1", "1", "2"]])
  }

  @Test func survivorsAreListedWithTheirPlaceAndCode() {
    #expect(
      Self.report().survivorTable.rows == [
        ["MVP", "Sources/MVP/Presenter.swift:9", "delete-statement", "a <b> | c → (deleted)"]
      ])
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
