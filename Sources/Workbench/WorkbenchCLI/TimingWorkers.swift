import ArchitectureDescriptor
import Diagnostics
import Foundation
import OutputFiles
import ScenarioLanguage
import ScenarioReplay

/// The processes after the first of a timed run.
///
/// Each is this same executable, started with
/// `run --timing-worker <job>`, that times the scenarios written for it with its share of the
/// rounds and writes back its samples. They run one after another, never side by side, so no
/// two compete for the machine.
enum TimingWorkers {
  /// The hidden argument that makes `run` a timing worker.
  static let flag = "--timing-worker"

  /// What a worker is asked to do: the scenarios (as files it reads), the architectures timed,
  /// baseline included, in order, and its share of the timing.
  struct Job: Codable {
    var scenarios: [String]
    var architectures: [String]
    var options: TimingOptions
    var output: String
  }

  /// Starts a worker per share in turn and returns their samples; `nil` (said on standard
  /// error) when one fails, so the run takes those shares in its own process.
  @MainActor
  static func samples(
    of scenarios: [Scenario], on architectures: [Architecture], shares: [TimingOptions],
    progress: (String) -> Void
  ) -> [[TimingSamples]]? {
    guard
      let executable = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/exe")
    else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "workbench-timing-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
    guard
      (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true))
        != nil
    else { return nil }
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (index, scenario) in scenarios.enumerated() {
      let path = folder.path + "/\(index).scenario"
      let text = ScenarioWriter.text(of: scenario.steps.map(\.directive))
      guard (try? text.write(toFile: path, atomically: true, encoding: .utf8)) != nil else {
        return nil
      }
      paths.append(path)
    }
    var all: [[TimingSamples]] = []
    for (index, share) in shares.enumerated() {
      progress("timing: process \(index + 2) of \(shares.count + 1)")
      let job = Job(
        scenarios: paths, architectures: architectures.map(\.name), options: share,
        output: folder.path + "/samples-\(index).json")
      let jobPath = folder.path + "/job-\(index).json"
      guard let data = try? JSONEncoder().encode(job),
        (try? data.write(to: URL(fileURLWithPath: jobPath))) != nil,
        PackageBuild.launch(executable, ["run", flag, jobPath]) == 0,
        let written = try? BoundedFile.read(job.output, limit: 64 << 20, what: "samples"),
        let samples = try? JSONDecoder().decode([TimingSamples].self, from: written),
        samples.count == scenarios.count
      else {
        FileHandle.standardError.write(
          Data("warning: timing process \(index + 2) failed; its share is timed in this one\n".utf8)
        )
        return nil
      }
      all.append(samples)
    }
    return all
  }

  /// Runs a worker's job: reads its scenarios, times them and writes the samples.
  ///
  /// - Parameters:
  ///   - jobPath: The job's file.
  ///   - context: The command's context (the architectures it knows).
  ///   - output: Where errors go; exit code 66 when the job cannot be read or written.
  @MainActor
  static func work(
    _ jobPath: String, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) {
    guard let data = try? BoundedFile.read(jobPath, limit: 1 << 20, what: "a timing job"),
      let job = try? JSONDecoder().decode(Job.self, from: data)
    else {
      output.printError("error: \(Quoting.terminal(jobPath)): not a timing job")
      output.exitCode = .unreadablePath
      return
    }
    let known = context.architectures + [.direct]
    let architectures = job.architectures.compactMap { name in
      known.first { $0.name == name }
    }
    guard architectures.count == job.architectures.count,
      let scenarios = try? job.scenarios.map({ try ScenarioParser.parse(contentsOf: $0) })
    else {
      output.printError("error: \(Quoting.terminal(jobPath)): its scenarios cannot be run here")
      output.exitCode = .unreadablePath
      return
    }
    let suite = WorkbenchSuite(
      architectures: architectures, timing: job.options, knownArchitectures: known)
    let samples = suite.samples(of: scenarios, options: job.options)
    guard let encoded = try? JSONEncoder().encode(samples),
      (try? encoded.write(to: URL(fileURLWithPath: job.output))) != nil
    else {
      output.printError("error: cannot write \(Quoting.terminal(job.output))")
      output.exitCode = .unwritableOutput
      return
    }
  }
}
