import Foundation
import Testing
import WorkbenchCLI

/// `compare` (and every command that reads a saved run) says what is wrong with what it reads:
/// the system's reason for a path that is not a regular file, the field of an impossible value.
@MainActor @Suite struct SavedReportLoadingTests {
  private static func savedRun() throws -> (path: String, json: [String: Any]) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("saved-\(UUID().uuidString).json").path
    let run = workbench([
      "run", fixture("pass/sum.scenario"), fixture("pass/token-after-input.scenario"),
      "--architectures", "MVC", "--repetitions", "2", "--warmup", "0", "--format", "json",
      "--output", path,
    ])
    try #require(run.exitCode == .success)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return (path, try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
  }

  private static func write(_ json: [String: Any]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("edited-\(UUID().uuidString).json").path
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test(arguments: [
    ("/dev/zero", "a device, a FIFO or a socket"), ("/dev/null", "a device, a FIFO or a socket"),
    ("/", "a folder"), ("/nonexistent/run.json", "no such file or directory"),
  ])
  func aPathThatIsNotARegularFileIsRefusedWithItsReason(path: String, reason: String) throws {
    let (saved, _) = try Self.savedRun()
    defer { try? FileManager.default.removeItem(atPath: saved) }
    let output = workbench(["compare", saved, path])
    #expect(output.exitCode == .unreadablePath)
    #expect(output.standardError.contains(reason), "\(output.standardError)")
  }

  @Test func impossibleValuesAreNamedByTheirField() throws {
    let (saved, json) = try Self.savedRun()
    defer { try? FileManager.default.removeItem(atPath: saved) }
    func edited(_ change: (inout [[String: Any]]) -> Void) throws -> String {
      var copy = json
      var scenarios = try #require(copy["scenarios"] as? [[String: Any]])
      change(&scenarios)
      copy["scenarios"] = scenarios
      return try Self.write(copy)
    }
    func samples(_ values: [Double]) -> (inout [[String: Any]]) -> Void {
      { scenarios in
        var runs = scenarios[0]["runs"] as? [[String: Any]] ?? []
        var timing = runs[0]["timing"] as? [String: Any] ?? [:]
        timing["samples"] = values
        runs[0]["timing"] = timing
        scenarios[0]["runs"] = runs
      }
    }
    let cases: [(path: String, field: String)] = [
      (try edited { $0[0]["events"] = 1e19 }, "scenarios[0].events"),
      (try edited(samples([0, -1])), "scenarios[0].runs[0].timing.samples[0]"),
      (try edited(samples([1e308, 5])), "scenarios[0].runs[0].timing.samples[0]"),
      (try edited(samples([])), "scenarios[0].runs[0].timing.samples: empty"),
      (try edited { $0[1] = $0[0] }, "scenarios[1].name"),
    ]
    for (path, field) in cases {
      defer { try? FileManager.default.removeItem(atPath: path) }
      let output = workbench(["compare", saved, path])
      #expect(output.exitCode == .malformedScenario)
      #expect(output.standardError.contains(field), "\(output.standardError)")
    }
  }
}
