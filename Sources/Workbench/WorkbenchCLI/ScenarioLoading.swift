import Diagnostics
import ScenarioLanguage

/// Loads the scenarios a command names, turning the ways it can fail into printed errors and
/// exit codes.
package enum ScenarioLoading {
  /// The folder used when no path is given.
  package static let defaultFolder = "Scenarios"

  /// Loads every scenario under `paths` (or the default folder; `-` is standard input), or
  /// prints why not and sets the exit code: 66 for a path that cannot be read or a folder with
  /// no scenario, 65 for malformed files (all their errors) or a run over the whole-run limits.
  package static func load(_ paths: [String], output: inout CommandOutput) -> [Scenario]? {
    let usesDefault = paths.isEmpty
    do {
      return try ScenarioLibrary.loadScenarios(at: usesDefault ? [defaultFolder] : paths)
    } catch let error as UnreadablePathError {
      if usesDefault {
        output.printError(
          "error: there is no '\(defaultFolder)' folder here, and no scenario path was given.")
        output.printError(
          "  Run from the package root (where the bundled Scenarios folder is), or name scenario "
            + "files or folders: workbench run <path> ...")
      } else {
        output.printError(error.description)
      }
      output.exitCode = .unreadablePath
    } catch let errors as MalformedScenarioError {
      for error in errors.diagnostics {
        output.printError(error.description)
      }
      let count = errors.diagnostics.count
      output.printError(
        "\(count) error\(count == 1 ? "" : "s") in the scenarios; nothing was run.")
      output.exitCode = .malformedScenario
    } catch {
      output.printError("error: \(error)")
      output.exitCode = .unreadablePath
    }
    return nil
  }
}
