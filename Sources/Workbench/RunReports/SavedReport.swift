import Diagnostics
import Foundation
import ScenarioReplay
import TimingStatistics

/// Reading a saved JSON report (`workbench run --format json`) back, and checking it is one the
/// workbench could have written: what `compare`, `run --compare`, `run --baseline` and `report`
/// load.
package enum SavedReport {
  /// Why saved data is not a report the workbench could have written.
  package struct Problem: Error, Sendable, Equatable {
    /// What is wrong, with the field's path where there is one.
    package var message: String

    /// Creates a problem.
    ///
    /// - Parameter message: What is wrong.
    package init(_ message: String) {
      self.message = message
    }
  }

  /// Decodes the report in `data` and checks it.
  ///
  /// - Parameter data: The saved file's bytes.
  /// - Returns: The report.
  /// - Throws: ``Problem`` when `data` is not a workbench report, is of a newer schema, or is
  ///   valid JSON but impossible (a negative count, a sample that is not a positive finite
  ///   number, a scenario listed twice).
  package static func decode(_ data: Data) throws(Problem) -> WorkbenchReport {
    guard data.count <= largestFile else {
      throw Problem(
        "the file holds \(data.count) bytes; a saved run is at most \(largestFile) bytes")
    }
    try checkStructure(data)
    let report: WorkbenchReport
    do {
      report = try JSONDecoder().decode(WorkbenchReport.self, from: data)
    } catch {
      if let field = outOfRangeInteger(in: data) {
        throw Problem(
          "an impossible report: \(field): the number is not an integer a report can hold")
      }
      throw Problem(
        "not a workbench report: expected the JSON of 'workbench run --format json' (schema "
          + "version \(WorkbenchReport.currentSchemaVersion)); \(reason(error))")
    }
    guard report.schemaVersion <= WorkbenchReport.currentSchemaVersion else {
      throw Problem(
        "a workbench report of schema version \(report.schemaVersion); this workbench reads up "
          + "to \(WorkbenchReport.currentSchemaVersion)")
    }
    guard report.schemaVersion >= 1 else {
      throw Problem(
        "an impossible report: schemaVersion: \(report.schemaVersion); versions start at 1")
    }
    if let problem = fieldProblem(in: data) {
      throw Problem("an impossible report: \(problem)")
    }
    if let problem = impossibility(in: report) {
      throw Problem("an impossible report: \(problem)")
    }
    return report
  }

  /// The first thing in `report` that no run could have written, with its field's path.
  static func impossibility(in report: WorkbenchReport) -> String? {
    // Two scenarios may share a name when they come from two folders (a change request's
    // scenarios beside the bundled ones): a scenario is its name and its path.
    var keys: Set<[String]> = []
    for (index, scenario) in report.scenarios.enumerated() {
      let field = "scenarios[\(index)]"
      guard keys.insert([scenario.name, scenario.path]).inserted else {
        return "\(field).name: scenario \(Quoting.literal(scenario.name)) of "
          + "\(Quoting.literal(scenario.path)) is listed twice"
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
    if let counts = timing.processSamples,
      counts.contains(where: { $0 < 1 }) || counts.reduce(0, +) != timing.samples.count
    {
      return "\(field).processSamples: \(counts) does not split the \(timing.samples.count) "
        + "samples into processes of one sample or more"
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
    "unclear", "repetitions", "warmup", "processes", "processSamples",
  ]

  /// The least value of each integer field the published schema bounds
  /// (`workbench-report.schema.json`); a field named alike elsewhere is bounded alike.
  private static let integerMinimums: [String: Int] = [
    "events": 0, "allocations": 0, "requestedSamples": 0, "eventsPerSample": 0, "sent": 1,
    "cancelled": 0, "delivered": 0, "cpuCount": 0, "repetitions": 1, "warmup": 0, "processes": 2,
    "processSamples": 1,
    "timedScenarios": 0, "slower": 0, "same": 0, "faster": 0, "unclear": 0,
  ]

  /// The fields that hold a name or a short description (and the architectures listed), which a
  /// report shows whole: at most ``longestName`` bytes each.
  private static let nameFields: Set<String> = [
    "name", "architecture", "architectures", "path", "paths", "baseline", "cpu",
    "operatingSystem", "swiftVersion", "buildConfiguration", "date", "commit", "toolVersion",
    "change",
  ]

  /// The longest a name or an environment field may be, in UTF-8 bytes: a file name is at most
  /// 255 and a path 4,096 on the systems the workbench runs on.
  package static let longestName = 4096

  /// The first field of the JSON in `data` that the published schema or the bounds above
  /// refuse: an integer under its minimum, a name longer than ``longestName``; with its path.
  static func fieldProblem(in data: Data) -> String? {
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
      } else if let text = value as? String, let key, nameFields.contains(key),
        text.utf8.count > longestName
      {
        return "\(path): \(text.utf8.count) bytes; a name or an environment field is at most "
          + "\(longestName)"
      } else if let number = value as? NSNumber, !(value is String), let key,
        let minimum = integerMinimums[key], number.doubleValue < Double(minimum)
      {
        return "\(path): \(number) is less than \(minimum), the least the schema allows"
      }
      return nil
    }
    return search(object, "", nil)
  }

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
