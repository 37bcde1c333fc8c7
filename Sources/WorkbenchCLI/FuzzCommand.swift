import ArchitectureDescriptor
import Diagnostics
import Foundation
import Fuzzing
import Harness

/// `workbench fuzz`: random scenarios on the selected architectures and Direct; the first
/// failure is shrunk and written as a scenario file that `workbench run` reproduces.
enum FuzzCommand {
  /// The number of cases when neither `--count` nor `--duration` is given.
  static let defaultCount = 1000

  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.fuzzUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, options: ["--architectures", "--seed", "--count", "--duration", "--out"],
        help: CommandHelp(usage: usage, text: Help.fuzz), output: &output)
    else { return }
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
    let architectures = try ArchitectureSelection.select(
      parsed.values["--architectures"], from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture))
    let seed = try parsed.integer("--seed", in: 0...Int.max, usage: usage) ?? 1
    let count = try parsed.integer("--count", in: 1...100_000_000, usage: usage)
    let duration = try parsed.integer("--duration", in: 1...86_400, usage: usage)
    if count != nil && duration != nil {
      throw UsageError("give --count or --duration, not both", usage: usage)
    }
    var folder: String?
    if let out = parsed.values["--out"] {
      guard !out.isEmpty else { throw UsageError("--out needs a folder name", usage: usage) }
      do {
        try FileManager.default.createDirectory(
          atPath: out, withIntermediateDirectories: true)
      } catch {
        output.printError(
          "error: cannot create the folder '\(Quoting.terminal(out))': "
            + error.localizedDescription)
        output.exitCode = .unwritableOutput
        return
      }
      folder = out
    }
    let fuzzer = Fuzzer(architectures: architectures, seed: UInt64(seed))
    let start = MonotonicClock.now()
    let limit = count ?? (duration == nil ? defaultCount : Int.max)
    let (finding, cases) = fuzzer.run(
      while: { done in
        guard done < limit else { return false }
        guard let duration else { return true }
        return MonotonicClock.now() &- start < UInt64(duration) * 1_000_000_000
      },
      progress: { number in
        if number % 25 == 1 {
          context.progress?.show(message: "fuzz seed \(seed) · case \(number)")
        }
      })
    context.progress?.finish()
    let names = architectures.map(\.name)
    guard let finding else {
      output.print(
        "No failure in \(cases) case\(cases == 1 ? "" : "s") (seed \(seed)) on "
          + names.joined(separator: ", ") + ".")
      return
    }
    let text = finding.scenarioText(architectures: names)
    output.exitCode = .failure
    guard let folder else {
      output.standardOutput += text
      return
    }
    let path = (folder.hasSuffix("/") ? folder : folder + "/") + finding.fileName
    guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
      output.printError("error: cannot write '\(Quoting.terminal(path))'")
      output.exitCode = .unwritableOutput
      return
    }
    output.print(
      "FAILED: case \(finding.caseNumber) of seed \(seed), shrunk from "
        + "\(ScenarioShrinker.eventCount(finding.original)) events to "
        + "\(ScenarioShrinker.eventCount(finding.shrunk)); wrote "
        + Quoting.terminal(path))
    for failure in finding.failures {
      output.print("  " + Quoting.terminal(failure))
    }
  }
}
