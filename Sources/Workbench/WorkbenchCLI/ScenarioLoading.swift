import Diagnostics
import ScenarioLanguage

/// Loads the scenarios a command names, turning the ways it can fail into errors with their
/// exit codes.
package enum ScenarioLoading {
  /// The folder used when no path is given.
  package static let defaultFolder = "Scenarios"

  /// Loads every scenario under `paths` (or the default folder; `-` is standard input).
  ///
  /// - Parameters:
  ///   - paths: The paths given on the command line.
  ///   - command: The subcommand, named in the hint when there is no default folder.
  /// - Returns: The scenarios, in the order of their files.
  /// - Throws: Why not: 66 for a path that cannot be read or a folder with no scenario, 65 for
  ///   malformed files (all their errors) or a run over the whole-run limits.
  package static func load(
    _ paths: [String], command: String = "run"
  ) throws(CommandError) -> [Scenario] {
    let usesDefault = paths.isEmpty
    do {
      return try ScenarioLibrary.loadScenarios(at: usesDefault ? [defaultFolder] : paths)
    } catch let error as UnreadablePathError {
      guard usesDefault else { throw CommandError(.unreadablePath, error.description) }
      throw CommandError(
        .unreadablePath,
        "error: there is no '\(defaultFolder)' folder here, and no scenario path was given.\n"
          + "  Run from the package root (where the bundled Scenarios folder is), or name "
          + "scenario files\n  or folders: workbench \(command) <path> ...")
    } catch let errors as MalformedScenarioError {
      let count = errors.diagnostics.count
      throw CommandError(
        .malformedScenario,
        (errors.diagnostics.map(\.description)
          + ["\(count) error\(count == 1 ? "" : "s") in the scenarios; nothing was run."])
          .joined(separator: "\n"))
    } catch {
      throw CommandError(.unreadablePath, "error: \(error)")
    }
  }
}
