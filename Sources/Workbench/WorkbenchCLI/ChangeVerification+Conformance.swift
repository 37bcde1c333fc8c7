import ChangeCost
import CodeFacts
import Foundation
import OutputFiles

/// The check of `changes --verify` that every implementation of a change keeps its pattern:
/// the change's build runs `workbench conformance --change <name>`, the same check as that
/// command, and its JSON report is read back for the violations' locations.
extension ChangeVerification {
  /// The name of the check, as its `pass`/`FAIL` line shows it.
  static let conformanceName = "the pattern's rules (static and from its traces)"

  /// `workbench conformance --change <name> --format json`, started in the change's build in
  /// `folder`; its report is read back when it ends.
  struct ConformanceRun {
    let change: ChangeRequest
    private let directory: URL
    private let child: BackgroundChild?

    /// Starts the conformance of `change`'s implementations.
    ///
    /// - Parameters:
    ///   - change: The change request the build has in it.
    ///   - folder: The folder of the build's `workbench-change`.
    ///   - arguments: More arguments, such as `--architectures MVP`.
    ///   - environment: The build's environment (a student's build has its own).
    init(
      _ change: ChangeRequest, folder: String, arguments: [String] = [],
      environment: [String: String]
    ) {
      self.change = change
      directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbench-conformance-" + UUID().uuidString)
      // Recorded before it is made, so an interruption never leaves it behind.
      ProcessSignals.removeOnInterruption(temporary: directory.path)
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        PackageBuild.say("error: cannot make \(directory.path): \(error.localizedDescription)")
        child = nil
        return
      }
      let path = directory.appendingPathComponent("conformance.json").path
      child = BackgroundChild(
        folder + "/" + ChangeBuild.product,
        ["conformance", "--change", change.name, "--format", "json", "--output", path]
          + arguments, environment: environment)
    }

    /// Waits for the run; its exit code, and its report unless it wrote none.
    func report() -> (status: ExitCode, report: ConformanceReport?) {
      defer {
        try? FileManager.default.removeItem(at: directory)
        ProcessSignals.keepOnInterruption(temporary: directory.path)
      }
      guard let child else { return (.unwritableOutput, nil) }
      let status = ExitCode(rawValue: child.finish()) ?? .failure
      let path = directory.appendingPathComponent("conformance.json").path
      let report = FileManager.default.contents(atPath: path).flatMap {
        try? JSONDecoder().decode(ConformanceReport.self, from: $0)
      }
      return (status, report)
    }

    /// Waits for the run and makes its check (``conformanceCheck(_:root:)``).
    func finish() -> Check {
      let (status, report) = report()
      guard let report else {
        return Check(
          name: conformanceName, passed: false,
          details: [
            "no report (exit \(status.rawValue)): run 'workbench conformance --change "
              + "\(change.name)'"
          ])
      }
      var check = conformanceCheck(report, root: change.sources.folder)
      check.passed = check.passed && status == .success
      return check
    }
  }

  /// The check a conformance report makes: passed when every architecture keeps its model,
  /// else two details per static violation or divergence (its architecture and location,
  /// relative to `root`, then its rule), after one saying where `root` is.
  ///
  /// - Parameters:
  ///   - report: The report of `workbench conformance --change <name>`.
  ///   - root: The folder the change's sources are made in, cut from each location.
  /// - Returns: The check.
  static func conformanceCheck(_ report: ConformanceReport, root: String = "") -> Check {
    var details: [String] = []
    var cut = false
    for result in report.architectures {
      for violation in result.violations + (result.reflexion?.divergences ?? []) {
        var location = violation.location
        if !root.isEmpty, location.hasPrefix(root + "/") {
          location.removeFirst(root.count + 1)
          cut = true
        }
        details.append("\(result.name): \(location)")
        details.append("  " + violation.rule)
      }
    }
    // The files are those of the change, not the base: say where once, so lines stay short.
    if cut { details.insert("(files under \(root)/)", at: 0) }
    return Check(name: conformanceName, passed: report.passed, details: details)
  }
}
