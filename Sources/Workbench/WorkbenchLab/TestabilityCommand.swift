import ArchitectureDescriptor
import Diagnostics
import Foundation
import OutputFiles
import RunReports
import ScenarioReplay
import Testability
import WorkbenchCLI

/// `workbench testability`: what each architecture's tests catch without the screen, measured
/// on a scratch copy of the package under `.build/testability` (see ``TestabilityRun``).
enum TestabilityCommand {
  /// The options as declared.
  private typealias Option = Commands.Testability

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    try parsed.noPositionals()
    try ScreenSelection.requireCalculator(
      parsed, option: Option.screen, context: context, what: "testability measures")
    let architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: context.architectures, usage: usage)
    // The declaration lists the formats by name (this module's enum is not the CLI's to see):
    // one it lists that the enum lacks is an error here, never a silent text report.
    guard let format = parsed.value(Option.format, as: TestabilityFormat.self) else {
      throw UsageError(
        "unknown format '\(parsed.value(Option.format) ?? "")'", usage: parsed.usage)
    }
    let outputFile = try parsed.value(Option.output).map { path throws(CommandError) in
      let saved = parsed.value(Option.from).map {
        [CommandInput($0, role: "the saved testability report")]
      }
      return try RunCommand.reserve(path, inputs: saved ?? [])
    }
    defer { outputFile?.discard() }
    let report: TestabilityReport
    if let saved = parsed.value(Option.from) {
      report = try load(saved)
    } else {
      report = try measure(architectures, context: context)
    }
    let rendered = format.render(report, width: context.width)
    guard let outputFile else {
      output.standardOutput += rendered
      return
    }
    do {
      try outputFile.commit(rendered)
      output.print("wrote the \(format.rawValue) report to \(Quoting.terminal(outputFile.path))")
    } catch {
      throw CommandError(unwritable: error)
    }
  }

  /// Measures `architectures` on a scratch copy of the package in the current directory.
  ///
  /// - Throws: Why it failed, with its exit code.
  @MainActor
  private static func measure(
    _ architectures: [Architecture], context: WorkbenchCommand.Context
  ) throws(CommandError) -> TestabilityReport {
    let root = FileManager.default.currentDirectoryPath
    let progress = context.progress
    // Two runs in one package would share the scratch folder, each overwriting the other's
    // copy and build log: the second waits for the first.
    let lock = ScratchLock(packageRoot: root)
    defer { lock.release() }
    if !lock.acquire(waiting: { Self.log($0) }) {
      throw CommandError(.failure, "error: cannot lock \(ScratchLock.path) in the package")
    }
    let measurement: TestabilityMeasurement
    do {
      measurement = try TestabilityRun(
        packageRoot: root,
        subjects: architectures.map { .init(name: $0.name, sourcePath: $0.sourcePath) },
        progress: { message in
          if let progress { progress.show(message: message) } else { Self.log(message) }
        }
      ).run()
    } catch {
      progress?.finish()
      if case .notAPackage = error {
        throw CommandError(.unreadablePath, "error: \(error.description)")
      }
      throw CommandError(.failure, "error: \(error.description)")
    }
    progress?.finish()
    return TestabilityReport(
      date: context.environment.date, machine: machine(context.environment),
      measurement: measurement)
  }

  /// The report saved at `path` by `--format json`.
  ///
  /// - Throws: Exit code 66 when it is missing, 65 when it is not such a report.
  private static func load(_ path: String) throws(CommandError) -> TestabilityReport {
    let data: Data
    do {
      data = try BoundedFile.read(
        path, limit: SavedReport.largestFile, what: "a saved testability report")
    } catch {
      throw CommandError(
        error.tooLarge ? .malformedScenario : .unreadablePath,
        "error: cannot use '\(Quoting.terminal(path))': \(error.reason)")
    }
    do {
      return try JSONDecoder().decode(TestabilityReport.self, from: data)
    } catch {
      throw CommandError(
        .malformedScenario,
        "error: '\(Quoting.terminal(path))' is not a report of 'workbench testability "
          + "--format json'")
    }
  }

  /// The machine in one line, with the load when the measurement started.
  static func machine(_ environment: EnvironmentInfo) -> String {
    let load =
      (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").first.map { ", load \($0) at the start" } ?? ""
    return "\(environment.cpu) × \(environment.cpuCount), \(environment.operatingSystem), "
      + "Swift \(environment.swiftVersion), debug build\(load)"
  }

  /// Progress when standard error is not a terminal: a step per line, mutants every tenth.
  private static func log(_ message: String) {
    if message.contains(": mutant "), !message.contains(" 1 of "),
      !(message.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }.map { $0 % 10 == 0 }
        ?? false)
    {
      return
    }
    FileHandle.standardError.write(Data((Quoting.terminal(message) + "\n").utf8))
  }
}
