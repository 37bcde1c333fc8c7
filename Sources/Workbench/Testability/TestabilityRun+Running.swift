import CodeFacts
import Foundation
import OutputFiles

extension TestabilityRun {
  /// What one run of the tests or the scenarios is for.
  enum Stage: String {
    case kitFree = "kit-free"
    case screen
    case all
    case scenarios
  }

  /// The child that runs `stage` of `tests` (or its scenarios) on the scratch build.
  func child(
    _ stage: Stage, tests: ArchitectureTests, binaries: Binaries, environment: [String: String]
  ) -> ChildProcess? {
    let filter: String?
    switch stage {
    case .scenarios:
      return ChildProcess(
        binaries.workbench,
        ["run", "Scenarios", "--architectures", tests.name, "--no-timing", "--format", "text"],
        directory: scratch.root, environment: environment, output: .discarded,
        errors: .discarded, input: .discarded, timeLimit: timeLimit)
    case .kitFree: filter = tests.filter(kitFree: true)
    case .screen: filter = tests.filter(kitFree: false)
    case .all: filter = tests.filter(tests.functions)
    }
    guard let filter else { return nil }
    return ChildProcess(
      binaries.tests, ["--testing-library", "swift-testing", "--filter", filter],
      directory: scratch.root, environment: environment, output: .discarded,
      errors: .discarded, input: .discarded, timeLimit: timeLimit)
  }

  /// Measures the three coverages of one architecture's sources and its reachability.
  ///
  /// - Returns: The lines its tests and its scenarios run, to tell which mutants some run
  ///   reaches.
  func measureCoverage(
    of result: inout ArchitectureTestability, tests: ArchitectureTests, binaries: Binaries
  ) throws(TestabilityError) -> LineHits {
    progress("Measuring \(tests.name)'s coverage: kit-free tests, all tests, scenarios")
    let kitFree = try coverage(.kitFree, tests: tests, binaries: binaries)
    let all = try coverage(.all, tests: tests, binaries: binaries)
    let scenarios = try coverage(.scenarios, tests: tests, binaries: binaries)
    // Lines as llvm-cov's lcov export lists them: each source line with code once (its summary
    // counts a line once per function whose code covers it, a closure's lines twice).
    result.reachability = reachability(kitFree: kitFree.lines, all: all.lines, tests: tests)
    result.kitFreeCoverage = result.reachability.measured
    result.testCoverage = all.lines.coverage { isOwn($0, tests: tests) }
    result.scenarioCoverage = scenarios.lines.coverage { isOwn($0, tests: tests) }
    guard kitFree.summary.covered <= kitFree.summary.count, all.summary.count > 0,
      scenarios.summary.count > 0
    else { throw .toolFailed("\(tests.name): llvm-cov counted none of its lines") }
    return all.lines.merged(with: scenarios.lines)
  }

  private func coverage(
    _ stage: Stage, tests: ArchitectureTests, binaries: Binaries
  ) throws(TestabilityError) -> (summary: LineCoverage, lines: LineHits) {
    let profiles = CodeFacts.join(workFolder, "profiles/\(tests.testModule)-\(stage.rawValue)")
    try? FileManager.default.removeItem(atPath: profiles)
    try? FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
    let environment = ["LLVM_PROFILE_FILE": profiles + "/%p.profraw"]
    guard let child = child(stage, tests: tests, binaries: binaries, environment: environment)
    else { return (LineCoverage(covered: 0, count: 0), LineHits(lcov: "")) }
    let outcome = child.run().outcome
    guard outcome.succeeded else {
      throw .toolFailed(
        "\(tests.name): the \(stage.rawValue) run fails with no mutant active (\(outcome)); "
          + "no mutant can be judged against it")
    }
    let raw = ((try? FileManager.default.contentsOfDirectory(atPath: profiles)) ?? [])
      .filter { $0.hasSuffix(".profraw") }.map { profiles + "/" + $0 }
    guard !raw.isEmpty else {
      throw .toolFailed("\(tests.name): the \(stage.rawValue) run wrote no coverage profile")
    }
    let merged = profiles + "/merged.profdata"
    try tool(["llvm-profdata", "merge", "-sparse", "-o", merged] + raw, output: nil)
    let export = profiles + "/export.json"
    let object = stage == .scenarios ? binaries.workbench : binaries.tests
    try tool(
      ["llvm-cov", "export", "-summary-only", "-instr-profile", merged, object], output: export)
    let lcov = profiles + "/export.lcov"
    try tool(
      ["llvm-cov", "export", "-format=lcov", "-instr-profile", merged, object], output: lcov)
    let folder = CodeFacts.join(scratch.root, tests.sourcePath)
    guard let data = FileManager.default.contents(atPath: export),
      let coverage = LineCoverage.read(
        exportedJSON: data, folder: folder, excluding: [ScratchPackage.switchFile]),
      let lines = FileManager.default.contents(atPath: lcov)
    else { throw .toolFailed("llvm-cov export wrote no readable summary to \(export)") }
    return (coverage, LineHits(lcov: String(decoding: lines, as: UTF8.self)))
  }

  private func tool(_ arguments: [String], output: String?) throws(TestabilityError) {
    let log = output ?? CodeFacts.join(workFolder, "tool.log")
    let outcome = ChildProcess(
      "/usr/bin/env", [Toolchain.program(arguments[0])] + arguments.dropFirst(),
      directory: workFolder, output: .file(log), errors: .file(log), input: .discarded,
      timeLimit: 600
    ).run().outcome
    guard outcome.succeeded else {
      throw .toolFailed("\(arguments[0]) failed (\(outcome)); see \(output ?? "tool.log")")
    }
  }

  /// Runs every mutant: the kit-free tests first, then the screen tests, then the scenarios;
  /// a survivor that some run reaches is then replayed to compare its counted measures.
  func runMutants(
    _ points: [MutationPoint], subject: Subject, tests: ArchitectureTests, binaries: Binaries,
    reached: LineHits
  ) -> [MutantResult] {
    var results: [MutantResult] = []
    let profile = CodeFacts.join(workFolder, "profiles/mutant.profraw")
    let original = countedMeasures(mutant: nil, tests: tests, binaries: binaries)
    for (offset, point) in points.enumerated() {
      progress(
        "\(subject.name): mutant \(offset + 1) of \(points.count), \(point.file):\(point.line)")
      let environment = ["WORKBENCH_MUTANT": String(point.id), "LLVM_PROFILE_FILE": profile]
      var result = MutantResult(point: point, fate: .survived)
      let stages: [(Stage, MutantFate)] = [
        (.kitFree, .killedByKitFreeTests), (.screen, .killedByScreenTests),
        (.scenarios, .killedByScenarios),
      ]
      for (stage, fate) in stages {
        guard let child = child(stage, tests: tests, binaries: binaries, environment: environment)
        else { continue }
        let outcome = child.run().outcome
        if !outcome.succeeded {
          result = MutantResult(point: point, fate: fate, timedOut: outcome == .timedOut)
          break
        }
      }
      if result.fate == .survived {
        judge(
          &result, endLine: point.endLine, reached: reached, original: original, tests: tests,
          binaries: binaries)
      }
      results.append(result)
    }
    return results
  }
}
