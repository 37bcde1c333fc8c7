import CodeFacts
import Foundation
import OutputFiles

extension TestabilityRun {
  /// The state of a mutant every test and scenario let pass: no coverage when no run reaches
  /// its lines; otherwise survived when a counted measure differs from the original's,
  /// equivalent when none does (or when the original's could not be read, survived).
  func judge(
    _ result: inout MutantResult, endLine: Int, reached: LineHits, original: CountedMeasures?,
    tests: ArchitectureTests, binaries: Binaries
  ) {
    let file = CodeFacts.join(scratch.root, result.file)
    guard reached.ran(file, from: result.line, to: endLine) else {
      result.state = .noCoverage
      return
    }
    guard let original,
      let mutated = countedMeasures(mutant: result.id, tests: tests, binaries: binaries)
    else {
      result.state = .survived
      return
    }
    result.changes = original.changes(in: mutated)
    result.state = result.changes.isEmpty ? .equivalent : .survived
  }

  /// The harness's counts per event for every bundled scenario, with `mutant` active (`nil`:
  /// none); `nil` when the run fails or writes no readable report.
  func countedMeasures(
    mutant: Int?, tests: ArchitectureTests, binaries: Binaries
  ) -> CountedMeasures? {
    let report = CodeFacts.join(workFolder, "profiles/measures-\(tests.testModule).json")
    try? FileManager.default.removeItem(atPath: report)
    var environment = ["LLVM_PROFILE_FILE": CodeFacts.join(workFolder, "profiles/mutant.profraw")]
    if let mutant { environment["WORKBENCH_MUTANT"] = String(mutant) }
    let outcome = ChildProcess(
      binaries.workbench,
      [
        "run", "Scenarios", "--architectures", tests.name, "--no-timing", "--format", "json",
        "--output", report,
      ],
      directory: scratch.root, environment: environment, output: .discarded,
      errors: .discarded, input: .discarded, timeLimit: timeLimit
    ).run().outcome
    guard outcome.succeeded, let data = FileManager.default.contents(atPath: report) else {
      return nil
    }
    return CountedMeasures.read(runReport: data, architecture: tests.name)
  }

  /// How much of the architecture its kit-free tests run, checked against its files' imports
  /// and against the kits' own lines.
  func reachability(
    kitFree: LineHits, all: LineHits, tests: ArchitectureTests
  ) -> Reachability {
    func relative(_ file: String) -> String { String(file.dropFirst(scratch.root.count + 1)) }
    func isOwn(_ file: String) -> Bool { self.isOwn(file, tests: tests) }
    let kitFolders = tests.kitFolders.map { CodeFacts.join(scratch.root, $0) + "/" }
    let total = all.coverage(of: isOwn)
    let ran = kitFree.coverage(of: isOwn)
    return Reachability(
      measured: LineCoverage(covered: ran.covered, count: total.count),
      linesInKitFreeFiles: all.coverage { isOwn($0) && !tests.kitFiles.contains(relative($0)) }
        .count,
      linesRunInKitFiles: kitFree.coverage { isOwn($0) && tests.kitFiles.contains(relative($0)) }
        .covered,
      kitLinesRun: kitFree.coverage { file in kitFolders.contains { file.hasPrefix($0) } }.covered)
  }

  /// Whether `file`, absolute in the scratch copy, is one of the architecture's own sources (the
  /// mutant switch left out).
  func isOwn(_ file: String, tests: ArchitectureTests) -> Bool {
    file.hasPrefix(CodeFacts.join(scratch.root, tests.sourcePath) + "/")
      && !file.hasSuffix("/" + ScratchPackage.switchFile)
  }
}
