import Diagnostics
import Foundation
import OutputFiles
import ScenarioReplay
import TimingStatistics

/// Reads a saved JSON report for `compare`, `run --compare`, `run --baseline` and `report`, and
/// checks it is one the workbench could have written.
enum SavedReportLoading {
  /// Reads and decodes the report at `path`: a path that is not a readable regular file prints
  /// the system's reason and sets 66; a file that is not a workbench report, or one that is
  /// valid JSON but impossible (a negative count, a sample that is not a positive finite
  /// number, a scenario listed twice), prints the field's path and sets 65.
  static func load(_ path: String, output: inout CommandOutput) -> WorkbenchReport? {
    let shown = Quoting.terminal(path)
    func refuse(_ message: String, _ code: ExitCode) -> WorkbenchReport? {
      output.printError("\(shown): error: \(message)")
      output.exitCode = code
      return nil
    }
    var status = stat()
    guard stat(path, &status) == 0 else {
      return refuse("cannot read it: \(systemErrorDescription(errno))", .unreadablePath)
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return refuse("cannot read it: it is a folder, not a report", .unreadablePath)
    default:
      return refuse(
        "cannot read it: it is a device, a FIFO or a socket, not a report file", .unreadablePath)
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return refuse("cannot read it: \(systemErrorDescription(errno))", .unreadablePath)
    }
    let report: WorkbenchReport
    do {
      report = try JSONDecoder().decode(WorkbenchReport.self, from: data)
    } catch {
      if let field = outOfRangeInteger(in: data) {
        return refuse(
          "an impossible report: \(field): the number is not an integer a report can hold",
          .malformedScenario)
      }
      return refuse(
        "not a workbench report: expected the JSON of 'workbench run --format json' (schema "
          + "version \(WorkbenchReport.currentSchemaVersion)); \(reason(error))",
        .malformedScenario)
    }
    guard report.schemaVersion <= WorkbenchReport.currentSchemaVersion else {
      return refuse(
        "a workbench report of schema version \(report.schemaVersion); this workbench reads up "
          + "to \(WorkbenchReport.currentSchemaVersion)", .malformedScenario)
    }
    if let problem = impossibility(in: report) {
      return refuse("an impossible report: \(problem)", .malformedScenario)
    }
    return report
  }

  /// The first thing in `report` that no run could have written, with its field's path.
  static func impossibility(in report: WorkbenchReport) -> String? {
    var names: Set<String> = []
    for (index, scenario) in report.scenarios.enumerated() {
      let field = "scenarios[\(index)]"
      guard names.insert(scenario.name).inserted else {
        return "\(field).name: scenario \(Quoting.literal(scenario.name)) is listed twice"
      }
      guard scenario.events >= 0 else { return "\(field).events: \(scenario.events) is negative" }
      if let problem = impossibility(in: scenario.baselineTiming, at: "\(field).baselineTiming") {
        return problem
      }
      for (runIndex, run) in scenario.runs.enumerated() {
        let runField = "\(field).runs[\(runIndex)]"
        guard run.events >= 0 else { return "\(runField).events: \(run.events) is negative" }
        if let problem = impossibility(in: run.timing, at: "\(runField).timing") {
          return problem
        }
      }
    }
    return nil
  }

  /// Why `timing` could not have been measured: no samples, or a sample that is not a positive
  /// finite number of nanoseconds.
  private static func impossibility(in timing: TimingReport?, at field: String) -> String? {
    guard let timing else { return nil }
    guard !timing.samples.isEmpty else {
      return "\(field).samples: empty, though the run was timed"
    }
    for (index, sample) in timing.samples.enumerated()
    where !(sample.isFinite && sample > 0 && sample <= longestSample) {
      return "\(field).samples[\(index)]: \(sample) is not a number of nanoseconds a sample can "
        + "take (more than 0, at most \(Int(longestSample)))"
    }
    return nil
  }

  /// The longest a sample can take, in nanoseconds: a thousand seconds, where a whole run is
  /// bounded to about a minute.
  static let longestSample = 1e12

  /// The fields the workbench writes as integers, for naming the one whose number is out of
  /// range when a decoder only says that some number is.
  private static let integerFields: Set<String> = [
    "schemaVersion", "events", "line", "event", "divergentEvents", "cpuCount", "allocations",
    "requestedSamples", "eventsPerSample", "timedScenarios", "slower", "same", "faster",
    "unclear", "repetitions", "warmup",
  ]

  /// The path of the first integer field of the JSON in `data` whose number is not an integer
  /// a report can hold, or `nil` when the data is not JSON or has none.
  static func outOfRangeInteger(in data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
    func search(_ value: Any, _ path: String, _ key: String?) -> String? {
      if let dictionary = value as? [String: Any] {
        for (name, child) in dictionary.sorted(by: { $0.key < $1.key }) {
          if let found = search(child, path.isEmpty ? name : path + "." + name, name) {
            return found
          }
        }
      } else if let array = value as? [Any] {
        for (index, child) in array.enumerated() {
          if let found = search(child, path + "[\(index)]", key) { return found }
        }
      } else if let number = value as? NSNumber, let key, integerFields.contains(key) {
        let double = number.doubleValue
        if !(double.rounded() == double && abs(double) < 9.2e18) { return path }
      }
      return nil
    }
    return search(object, "", nil)
  }

  /// What a decoding error says about the file, with the field's path where it has one.
  private static func reason(_ error: any Error) -> String {
    func path(_ context: DecodingError.Context, _ extra: [String] = []) -> String {
      (context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
      }.joined() + extra.map { "." + $0 }.joined()).trimmingPrefix(".").description
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      return "the field '\(path(context, [key.stringValue]))' is missing"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      return "the field '\(path(context))' has the wrong type"
    case .dataCorrupted(let context)? where !context.codingPath.isEmpty:
      return "the field '\(path(context))' holds a value out of range"
    case .dataCorrupted?:
      return "the file is not valid JSON"
    default:
      return "it cannot be decoded"
    }
  }
}
