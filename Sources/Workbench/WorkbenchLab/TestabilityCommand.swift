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
    let architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: context.architectures, usage: usage)
    let format = parsed.value(Option.format, as: TestabilityFormat.self) ?? .text
    var outputFile: OutputFile?
    if let path = parsed.value(Option.output) {
      let saved = parsed.value(Option.from).map {
        [CommandInput($0, role: "the saved testability report")]
      }
      guard let file = try RunCommand.reserve(path, inputs: saved ?? [], output: &output)
      else { return }
      outputFile = file
    }
    defer { outputFile?.discard() }
    let report: TestabilityReport
    if let saved = parsed.value(Option.from) {
      guard let loaded = load(saved, output: &output) else { return }
      report = loaded
    } else {
      guard let measured = measure(architectures, context: context, output: &output) else {
        return
      }
      report = measured
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
      output.printUnwritable(error)
    }
  }

  /// Measures `architectures` on a scratch copy of the package in the current directory; `nil`
  /// when that fails (printed, with its exit code).
  @MainActor
  private static func measure(
    _ architectures: [Architecture], context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) -> TestabilityReport? {
    let root = FileManager.default.currentDirectoryPath
    let progress = context.progress
    // Two runs in one package would share the scratch folder, each overwriting the other's
    // copy and build log: the second waits for the first.
    let lock = ScratchLock(packageRoot: root)
    defer { lock.release() }
    if !lock.acquire(waiting: { Self.log($0) }) {
      output.printError("error: cannot lock \(ScratchLock.path) in the package")
      output.exitCode = .failure
      return nil
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
      output.printError("error: \(error.description)")
      if case .notAPackage = error {
        output.exitCode = .unreadablePath
      } else {
        output.exitCode = .failure
      }
      return nil
    }
    progress?.finish()
    return TestabilityReport(
      date: context.environment.date, machine: machine(context.environment),
      measurement: measurement)
  }

  /// The report saved at `path` by `--format json`; `nil` when it is missing (exit code 66) or
  /// is not such a report (65).
  private static func load(_ path: String, output: inout CommandOutput) -> TestabilityReport? {
    let data: Data
    do {
      data = try BoundedFile.read(
        path, limit: SavedReport.largestFile, what: "a saved testability report")
    } catch {
      output.printError("error: cannot use '\(Quoting.terminal(path))': \(error.reason)")
      output.exitCode = error.tooLarge ? .malformedScenario : .unreadablePath
      return nil
    }
    do {
      return try JSONDecoder().decode(TestabilityReport.self, from: data)
    } catch {
      output.printError(
        "error: '\(Quoting.terminal(path))' is not a report of 'workbench testability "
          + "--format json'")
      output.exitCode = .malformedScenario
      return nil
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
