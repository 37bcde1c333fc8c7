import Foundation
import Testing
import WorkbenchCLI

/// `workbench report` renders a saved run exactly as the run rendered it.
@MainActor @Suite struct ReportCommandTests {
  private static func savedRun(_ arguments: [String]) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("saved-\(UUID().uuidString).json").path
    let saved = workbench(["run"] + arguments + ["--format", "json", "--output", path])
    try #require(saved.exitCode == .success, "\(saved.standardError)")
    return path
  }

  /// Every format but HTML: the run's HTML draws the sequence diagrams of a scenario it read,
  /// which `report` never opens (see ``theScenarioPathsOfASavedRunAreNeverOpened(path:)``).
  @Test(arguments: ["text", "markdown", "junit", "json"])
  func aSavedRunRendersByteForByteAsTheRunDid(format: String) throws {
    let scenarios = [fixture("pass/sum.scenario"), fixture("pass/token-after-input.scenario")]
    let path = try Self.savedRun(scenarios + ["--no-timing"])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = workbench(["run"] + scenarios + ["--no-timing", "--format", format])
    let rendered = workbench(["report", path, "--format", format])
    #expect(rendered.exitCode == run.exitCode)
    #expect(rendered.standardOutput == run.standardOutput)
    #expect(!rendered.standardOutput.isEmpty)
  }

  @Test func aTimedRunsSamplesSurviveTheRoundTrip() throws {
    let path = try Self.savedRun([
      fixture("pass/sum.scenario"), "--repetitions", "2", "--warmup", "0",
    ])
    defer { try? FileManager.default.removeItem(atPath: path) }
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.contains("\"samples\""))
    #expect(workbench(["report", path, "--format", "json"]).standardOutput == normalised(saved))
    let text = workbench(["report", path])
    #expect(text.exitCode == .success)
    #expect(text.standardOutput.contains("ns/screen"))
  }

  @Test func whatIsNotASavedRunIsRefused() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("not-a-run-\(UUID().uuidString).json").path
    try Data(#"{"name": "not a report"}"#.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(workbench(["report", path]).exitCode == .malformedScenario)
    #expect(workbench(["report", "/nonexistent/run.json"]).exitCode == .unreadablePath)
    #expect(workbench(["report"]).exitCode == .usage)
    #expect(workbench(["report", path, "--format", "pdf"]).exitCode == .usage)
  }

  /// Writes a copy of the saved run at `path` with `edit` applied to its JSON.
  private static func edited(
    _ path: String, _ edit: (inout [String: Any]) -> Void
  ) throws -> String {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&json)
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("edited-\(UUID().uuidString).json").path
    try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: copy))
    return copy
  }

  /// The paths a saved run names are data: a FIFO, standard input (a pipe that stays open) or
  /// a device there is never opened, so every format renders at once.
  @Test(arguments: ["fifo", "-", "/dev/zero"])
  func theScenarioPathsOfASavedRunAreNeverOpened(path: String) async throws {
    let folder = try ScratchFolder()
    let saved = try Self.savedRun([fixture("pass/sum.scenario"), "--no-timing"])
    defer { try? FileManager.default.removeItem(atPath: saved) }
    let copy = try Self.edited(saved) { json in
      var scenarios = json["scenarios"] as? [[String: Any]] ?? []
      scenarios[0]["path"] = path == "fifo" ? folder.path + "/fifo" : path
      json["scenarios"] = scenarios
    }
    defer { try? FileManager.default.removeItem(atPath: copy) }
    for format in ["text", "json", "html"] {
      let result = try await shell(
        "mkfifo fifo input 2>/dev/null; timeout 10 \"$WORKBENCH\" report '\(copy)' "
          + "--format \(format) >/dev/null 0<>input", in: folder.path)
      // A report that blocked on the FIFO would be ended by `timeout`, with status 124.
      #expect(result.status == 0, "\(format): \(result.standardError)")
    }
  }

  /// What a run writes, it reads back: two scenarios of one name from two folders survive
  /// `report`, `compare` and `run --compare`.
  @Test func twoScenariosOfOneNameRoundTrip() async throws {
    let folder = try ScratchFolder()
    let scenario = try String(contentsOfFile: fixture("pass/sum.scenario"), encoding: .utf8)
    try folder.write("a/same.scenario", scenario)
    try folder.write("b/same.scenario", scenario)
    let result = try await shell(
      "\"$WORKBENCH\" run a b --no-timing --format json --output rt.json"
        + " && \"$WORKBENCH\" report rt.json && \"$WORKBENCH\" compare rt.json rt.json"
        + " && \"$WORKBENCH\" run a b --no-timing --compare rt.json", in: folder.path)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(!result.standardError.contains("listed twice"))
    #expect(!result.standardOutput.contains("only in"))
    // The report tells the two apart by their paths.
    #expect(result.standardOutput.contains("same (a/same.scenario)"))
    #expect(result.standardOutput.contains("same (b/same.scenario)"))
  }

  /// No value of a saved run writes a control character to the terminal or live Markdown or
  /// HTML into a Markdown report, whichever field it comes from.
  @Test(arguments: ["text", "markdown"])
  func hostileValuesOfASavedRunAreQuoted(format: String) throws {
    let hostile =
      "x\u{1B}]0;pwn\u{7}\u{202E}<svg onload=alert(1)><script>alert(1)</script>"
      + "![t](https:evil.example.png) [c](javascript:alert(1))"
    let saved = try Self.savedRun([fixture("pass/sum.scenario"), "--no-timing"])
    defer { try? FileManager.default.removeItem(atPath: saved) }
    let copy = try Self.edited(saved) { json in
      var environment = json["environment"] as? [String: Any] ?? [:]
      for key in ["cpu", "operatingSystem", "swiftVersion", "date", "commit", "toolVersion"] {
        environment[key] = key + hostile
      }
      json["environment"] = environment
      json["baseline"] = "MVC" + hostile
      json["architectures"] = (json["architectures"] as? [String] ?? []) + ["A" + hostile]
      var scenarios = json["scenarios"] as? [[String: Any]] ?? []
      scenarios[0]["name"] = "s" + hostile
      var runs = scenarios[0]["runs"] as? [[String: Any]] ?? []
      runs[0]["result"] = "r" + hostile
      runs[0]["architecture"] = "A" + hostile
      scenarios[0]["runs"] = runs
      json["scenarios"] = scenarios
    }
    defer { try? FileManager.default.removeItem(atPath: copy) }
    for output in [
      workbench(["report", copy, "--format", format]),
      workbench(["compare", copy, saved, "--format", format]),
      workbench(["compare", saved, copy, "--format", format]),
    ] {
      let text = output.standardOutput + output.standardError
      #expect(!text.isEmpty)
      for invisible in ["\u{1B}", "\u{7}", "\u{202E}"] {
        #expect(!text.contains(invisible), "\(format): \(text)")
      }
      if format == "markdown" {
        for live in ["<svg", "<script", "![t]", "[c]"] {
          #expect(!output.standardOutput.contains(live), "\(live) in \(output.standardOutput)")
        }
        // A bracket that closes a link text is always escaped.
        let unescaped = output.standardOutput.replacingOccurrences(of: #"\]"#, with: "")
        #expect(!unescaped.contains("]("), "\(output.standardOutput)")
      }
    }
  }
}
