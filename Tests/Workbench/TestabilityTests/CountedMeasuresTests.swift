import Foundation
import Testing

@testable import Testability

struct CountedMeasuresTests {
  static func report(bytes: Double, labels: Double = 1) -> Data {
    let runs: [[String: Any]] = [
      [
        "architecture": "MVP", "allocationsPerEvent": 2.5, "scannedBytesPerEvent": bytes,
        "messages": ["messagesPerEvent": 8.5, "labelUpdatesPerEvent": labels],
      ],
      ["architecture": "MVC", "scannedBytesPerEvent": 99.0],
    ]
    let root: [String: Any] = [
      "scenarios": [
        ["name": "clear-fields", "runs": runs],
        ["name": "long-input-typed-key-by-key", "runs": runs],
      ]
    ]
    return (try? JSONSerialization.data(withJSONObject: root)) ?? Data()
  }

  @Test func theSameCountsChangeNothing() throws {
    let original = try #require(
      CountedMeasures.read(runReport: Self.report(bytes: 0.9), architecture: "MVP"))
    #expect(original.changes(in: original).isEmpty)
  }

  @Test func aChangedMeasureIsNamedWithItsFirstScenarioAndFigures() throws {
    let original = try #require(
      CountedMeasures.read(runReport: Self.report(bytes: 0.9), architecture: "MVP"))
    let mutated = try #require(
      CountedMeasures.read(runReport: Self.report(bytes: 3668.6, labels: 2), architecture: "MVP"))
    #expect(
      original.changes(in: mutated) == [
        MeasureChange(
          measure: "label updates", scenario: "clear-fields", original: 1, mutated: 2),
        MeasureChange(
          measure: "bytes scanned", scenario: "clear-fields", original: 0.9, mutated: 3668.6),
      ])
  }

  @Test func aDocumentThatIsNoRunReportIsRejected() {
    #expect(CountedMeasures.read(runReport: Data("[]".utf8), architecture: "MVP") == nil)
  }
}
