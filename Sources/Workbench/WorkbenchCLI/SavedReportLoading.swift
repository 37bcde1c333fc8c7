import Diagnostics
import Foundation
import OutputFiles
import RunReports
import ScenarioReplay

/// Reads a saved JSON report for `compare`, `run --compare`, `run --baseline` and `report`, and
/// checks it is one the workbench could have written (``SavedReport``); what the file system
/// says about the path is the command's to report.
enum SavedReportLoading {
  /// Reads and decodes the report at `path`.
  ///
  /// - Throws: For a path that is not a readable regular file, the system's reason (66); for a
  ///   file that is not a workbench report, or one that is valid JSON but impossible (a
  ///   negative count, a sample that is not a positive finite number, a scenario listed twice,
  ///   a duplicate key, nesting deeper than ``SavedReport/deepestNesting``, a file larger than
  ///   ``SavedReport/largestFile``), the field's path or line (65).
  static func load(_ path: String) throws(CommandError) -> WorkbenchReport {
    let shown = Quoting.terminal(path)
    // A saved run is data, read whole only when it is a regular file of a bounded size.
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: SavedReport.largestFile, what: "a saved run")
    } catch {
      throw CommandError(
        error.tooLarge ? .malformedScenario : .unreadablePath, "\(shown): error: \(error.reason)")
    }
    do throws(SavedReport.Problem) {
      return try SavedReport.decode(data)
    } catch {
      throw CommandError(.malformedScenario, "\(shown): error: \(error.message)")
    }
  }
}
