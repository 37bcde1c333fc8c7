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
    do throws(SavedReport.Problem) {
      return try SavedReport.decode(data)
    } catch {
      return refuse(error.message, .malformedScenario)
    }
  }
}
