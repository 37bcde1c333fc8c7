import Foundation
import Testing

@testable import Testability

struct CountedMeasuresTests {
  /// A run report with MVP's bytes scanned per event in two scenarios, and MVC's beside.
  static func report(bytes: [Double], labels: Double = 1) -> Data {
    func runs(_ bytes: Double) -> [[String: Any]] {
      [
        [
          "architecture": "MVP", "allocationsPerEvent": 2.5, "scannedBytesPerEvent": bytes,
          "messages": ["messagesPerEvent": 8.5, "labelUpdatesPerEvent": labels],
        ],
        ["architecture": "MVC", "scannedBytesPerEvent": 99.0],
      ]
    }
    let root: [String: Any] = [
      "scenarios": [
        ["name": "clear-fields", "runs": runs(bytes[0])],
        ["name": "long-input-typed-key-by-key", "runs": runs(bytes[1])],
      ]
    ]
    return (try? JSONSerialization.data(withJSONObject: root)) ?? Data()
  }

  @Test func theSameCountsChangeNothing() throws {
    let original = try #require(
      CountedMeasures.read(runReport: Self.report(bytes: [0.9, 0.8]), architecture: "MVP"))
    #expect(original.changes(in: original).isEmpty)
  }

  @Test func eachChangedMeasureIsNamedWhereItChangesMostTheLargestFirst() throws {
    let original = try #require(
      CountedMeasures.read(runReport: Self.report(bytes: [0.9, 0.8]), architecture: "MVP"))
    let mutated = try #require(
      CountedMeasures.read(
        runReport: Self.report(bytes: [1.8, 3668.6], labels: 2), architecture: "MVP"))
    #expect(
      original.changes(in: mutated) == [
        MeasureChange(
          measure: "bytes scanned", scenario: "long-input-typed-key-by-key", original: 0.8,
          mutated: 3668.6),
        MeasureChange(
          measure: "label updates", scenario: "clear-fields", original: 1, mutated: 2),
      ])
  }

  @Test func aDocumentThatIsNoRunReportIsRejected() {
    #expect(CountedMeasures.read(runReport: Data("[]".utf8), architecture: "MVP") == nil)
  }
}
