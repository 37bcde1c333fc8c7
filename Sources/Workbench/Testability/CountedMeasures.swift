import Foundation

/// The harness's per-event counts of one architecture in a `workbench run --format json`
/// report, by measure and scenario, to tell a surviving mutant from the original.
struct CountedMeasures {
  /// The measures, in the order a change is reported.
  static let names = ["messages", "label updates", "allocations", "bytes scanned", "requests"]

  /// Each measure's value per scenario, in the run's order.
  var values: [String: [(scenario: String, value: Double)]] = [:]

  /// Reads the counts of `architecture` from a run report; `nil` when it is not one.
  static func read(runReport data: Data, architecture: String) -> CountedMeasures? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let scenarios = root["scenarios"] as? [[String: Any]]
    else { return nil }
    var result = CountedMeasures()
    for scenario in scenarios {
      let name = scenario["name"] as? String ?? "?"
      for run in scenario["runs"] as? [[String: Any]] ?? []
      where run["architecture"] as? String == architecture {
        let messages = run["messages"] as? [String: Any] ?? [:]
        let requests = run["requests"] as? [String: Any]
        let found: [String: Any?] = [
          "messages": messages["messagesPerEvent"],
          "label updates": messages["labelUpdatesPerEvent"],
          "allocations": run["allocationsPerEvent"],
          "bytes scanned": run["scannedBytesPerEvent"] ?? messages["scannedBytesPerEvent"],
          "requests": requests?["sent"],
        ]
        for (measure, value) in found {
          guard let number = (value ?? nil) as? NSNumber else { continue }
          result.values[measure, default: []].append((name, number.doubleValue))
        }
      }
    }
    return result
  }

  /// What differs in `mutated`: for each measure that differs, the scenario where it differs
  /// most, relative to the original's value; the measure that changes most comes first.
  func changes(in mutated: CountedMeasures) -> [MeasureChange] {
    var result: [(change: MeasureChange, ratio: Double)] = []
    for measure in Self.names {
      let before = values[measure] ?? []
      let after = mutated.values[measure] ?? []
      if before.count != after.count {
        let change = MeasureChange(
          measure: measure, scenario: "(a scenario's count is missing)",
          original: Double(before.count), mutated: Double(after.count))
        result.append((change, .infinity))
        continue
      }
      let differing = zip(before, after).filter { $0.value != $1.value }.map { old, new in
        (
          change: MeasureChange(
            measure: measure, scenario: old.scenario, original: old.value, mutated: new.value),
          ratio: abs(new.value - old.value) / max(abs(old.value), 0.001)
        )
      }
      if let largest = differing.max(by: { $0.ratio < $1.ratio }) { result.append(largest) }
    }
    return result.sorted { $0.ratio > $1.ratio }.map(\.change)
  }
}
