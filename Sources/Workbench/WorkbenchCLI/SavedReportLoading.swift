import Diagnostics
import Foundation
import OutputFiles
import RunReports
import ScenarioReplay

/// Reads a saved JSON report for `compare`, `run --compare`, `run --baseline` and `report`, and
/// checks it is one the workbench could have written (``SavedReport``); what the file system
/// says about the path is the command's to report.
enum SavedReportLoading {
  /// Reads and decodes the report at `path`: a path that is not a readable regular file prints
  /// the system's reason and sets 66; a file that is not a workbench report, or one that is
  /// valid JSON but impossible (a negative count, a sample that is not a positive finite
  /// number, a scenario listed twice, a duplicate key, nesting deeper than
  /// ``SavedReport/deepestNesting``, a file larger than ``SavedReport/largestFile``), prints
  /// the field's path or line and sets 65.
  static func load(_ path: String, output: inout CommandOutput) -> WorkbenchReport? {
    let shown = Quoting.terminal(path)
    func refuse(_ message: String, _ code: ExitCode) -> WorkbenchReport? {
      output.printError("\(shown): error: \(message)")
      output.exitCode = code
      return nil
    }
    // A saved run is data, read whole only when it is a regular file of a bounded size.
    let data: Data
    do {
      data = try BoundedFile.read(path, limit: SavedReport.largestFile, what: "a saved run")
    } catch {
      return refuse(error.reason, error.tooLarge ? .malformedScenario : .unreadablePath)
    }
    do throws(SavedReport.Problem) {
      return try SavedReport.decode(data)
    } catch {
      return refuse(error.message, .malformedScenario)
    }
  }
}
