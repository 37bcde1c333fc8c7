import ArchitectureDescriptor
import Diagnostics
import Foundation
import Fuzzing
import OutputFiles
import ReportLayout
import TimingStatistics

/// `workbench fuzz`: random scenarios on the selected architectures and Direct; the first
/// failure is shrunk and written as a scenario file that `workbench run` reproduces.
enum FuzzCommand {
  /// The number of cases when neither `--count` nor `--duration` is given.
  static let defaultCount = 1000

  /// Runs `workbench fuzz`: parses the options, creates the `--out` folder, runs the cases, and
  /// reports the first failure, or that there was none.
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let options = try FuzzOptions(parsed, context: context)
    if let folder = options.folder {
      try createFolder(folder)
    }
    let (finding, cases) = fuzz(options, context: context)
    var printed = CommandOutput()
    if let finding {
      report(finding, options: options, output: &printed)
    } else {
      printed.print(
        "No failure in \(cases) case\(cases == 1 ? "" : "s") (seed \(options.seed)) on "
          + options.architectures.map(\.name).joined(separator: ", ") + ".")
    }
    // Every line fits the width, as every other text output does; a reproducer printed in
    // full is a scenario file, kept as it is so that it can be saved and run.
    let keepsScenario =
      finding != nil && (options.folder == nil || printed.exitCode == .unwritableOutput)
    output.standardOutput +=
      keepsScenario
      ? printed.standardOutput : TextLayout.fit(printed.standardOutput, width: context.width)
    output.standardError += TextLayout.fit(printed.standardError, width: context.width)
    output.exitCode = printed.exitCode
  }

  /// Creates the `--out` folder, with its parents.
  ///
  /// - Throws: Exit code 73 when it cannot be created.
  private static func createFolder(_ folder: String) throws(CommandError) {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandError(
        .unwritableOutput,
        "error: cannot create the folder '\(Quoting.terminal(folder))': "
          + fileErrorDescription(error))
    }
  }

  /// Runs cases until the count or the duration is reached or one fails, showing progress, and
  /// returns the first failure, shrunk, with the number of cases run.
  @MainActor
  private static func fuzz(
    _ options: FuzzOptions, context: WorkbenchCommand.Context
  ) -> (finding: FuzzFinding?, cases: Int) {
    let fuzzer = Fuzzer(architectures: options.architectures, seed: UInt64(options.seed))
    let start = MonotonicClock.now()
    let limit = options.limit
    let duration = options.duration
    let result = fuzzer.run(
      while: { done in
        guard done < limit else { return false }
        guard let duration else { return true }
        return MonotonicClock.now() &- start < UInt64(duration) * 1_000_000_000
      },
      progress: { number in
        if number % 25 == 1 {
          context.progress?.show(message: "fuzz seed \(options.seed) · case \(number)")
        }
      })
    context.progress?.finish()
    return result
  }

  /// Prints the failure's shrunk scenario, or writes it to the `--out` folder and says what
  /// went wrong; exit code 1, or 73 when the file cannot be written.
  private static func report(
    _ finding: FuzzFinding, options: FuzzOptions, output: inout CommandOutput
  ) {
    let text = finding.scenarioText(architectures: options.architectures.map(\.name))
    output.exitCode = .failure
    guard let folder = options.folder else {
      output.standardOutput += text
      return
    }
    let wanted = (folder.hasSuffix("/") ? folder : folder + "/") + finding.fileName
    // A reproducer already there may be one the user edited: it is kept, and the new one gets
    // a name of its own.
    let path: String
    do {
      path = try OutputFile.unusedPath(near: wanted)
      try OutputFile.reserve(path, kind: .scenario).commit(text)
    } catch {
      output.printError(
        "error: cannot write the reproducer to '\(Quoting.terminal(error.path))': \(error.reason)")
      output.printError("The shrunk scenario follows on standard output.")
      output.standardOutput += text
      output.exitCode = .unwritableOutput
      return
    }
    output.print(
      "FAILED: case \(finding.caseNumber) of seed \(options.seed), shrunk from "
        + "\(ScenarioShrinker.eventCount(finding.original)) events to "
        + "\(ScenarioShrinker.eventCount(finding.shrunk)); wrote "
        + Quoting.terminal(path)
        + (path == wanted ? "" : " (\(Quoting.terminal(wanted)) exists and was kept)"))
    for failure in finding.failures {
      output.print("  " + Quoting.terminal(failure))
    }
  }
}
