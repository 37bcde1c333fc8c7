import ExerciseScreens
import Foundation
import ScenarioReplay
import WorkbenchCLI
import WorkbenchLab

/// The folder of this test target, found through `#filePath`.
let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()

/// The path of a fixture file or folder.
///
/// - Parameter name: The path under `Fixtures`.
/// - Returns: Its absolute path.
func fixture(_ name: String) -> String {
  testDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name).path
}

/// A fixed environment, so that reports can be compared with golden files.
let fixedEnvironment = EnvironmentInfo(
  cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
  buildConfiguration: "release", date: "2026-01-01T00:00:00Z")

/// Runs the command in-process with a fixed environment, and replaces the fixtures folder's
/// absolute path with `Fixtures` in what it printed.
///
/// - Parameter arguments: The command-line arguments.
/// - Returns: The normalised output.
@MainActor
func workbench(_ arguments: [String]) -> CommandOutput {
  // The exercises with their screens and the lab, as `workbench-classroom` has them: in-process,
  // nothing is handed to another executable.
  var output = WorkbenchCommand.run(
    arguments, environment: fixedEnvironment, exercises: ExerciseScreens.exercises,
    lab: WorkbenchLab.lab)
  output.standardOutput = normalised(output.standardOutput)
  output.standardError = normalised(output.standardError)
  return output
}

/// Replaces the fixtures folder's absolute path with `Fixtures` in `text`.
///
/// - Parameter text: Text the command wrote.
/// - Returns: The same text, independent of where the package is.
func normalised(_ text: String) -> String {
  let prefix = testDirectory.appendingPathComponent("Fixtures").path
  return text.replacingOccurrences(of: prefix, with: "Fixtures")
}

/// Compares `actual` with the golden file `name`; with `UPDATE_GOLDEN=1` in the environment,
/// rewrites the golden file instead (review the diff before committing it).
///
/// - Parameters:
///   - actual: The text produced.
///   - name: The golden file's name under `Golden`.
/// - Returns: The golden text, or `actual` when updating.
func golden(_ actual: String, named name: String) -> String {
  let url = testDirectory.appendingPathComponent("Golden").appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
    try? Data(actual.utf8).write(to: url, options: .atomic)
    return actual
  }
  return (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing golden file \(name)>"
}
