import ArchitectureDescriptor
import CodeFacts
import Diagnostics
import Foundation
import ScenarioLanguage
import ScenarioReplay

/// Grades scenarios by the mutants they kill.
///
/// Each mutant runs every scenario beside the architecture it was copied from; the scenario
/// kills it when, on the mutant, an expectation fails, the screen diverges from the original,
/// the screen leaks, it cannot be driven, or it evaluates more view bodies per event than the
/// original. A mutant that breaks a conformance rule is killed
/// by that rule as well.
@MainActor
public enum MutationTesting {
  /// Runs `scenarios` on every mutant and reports which kill which.
  ///
  /// - Parameters:
  ///   - mutants: The mutants to grade against.
  ///   - scenarios: The scenarios.
  ///   - architectures: Where to find each mutant's original by name; a mutant whose original
  ///     is missing is compared with ``Architecture/direct``.
  ///   - violations: The conformance rules each mutant breaks, as ``BrokenRule`` values
  ///     (default: none checked).
  ///   - progress: Called with each mutant's name before it is graded (default: nothing).
  /// - Returns: The verdicts and the score.
  /// - Complexity: O(*m* × *s*) replays for *m* mutants and *s* scenarios.
  public static func run(
    mutants: [Mutant], scenarios: [Scenario], architectures: [Architecture],
    violations: (Mutant) -> [BrokenRule] = { _ in [] },
    progress: (String) -> Void = { _ in }
  ) -> MutationReport {
    let entries = mutants.map { mutant in
      progress(mutant.name)
      let original =
        architectures.first { $0.name.lowercased() == mutant.original.lowercased() } ?? .direct
      let runner = ScenarioRunner(architectures: [original, mutant.architecture])
      var killedBy: [String] = []
      var reason: String?
      for scenario in scenarios {
        let report = runner.run(scenario)
        guard let run = report.runs.last,
          let why = run.failures.first?.message ?? costlier(run, than: report.runs.first)
        else { continue }
        killedBy.append(scenario.name)
        if reason == nil { reason = why }
      }
      let broken = violations(mutant)
      if reason == nil { reason = broken.first?.detail }
      return MutationReport.Entry(
        name: mutant.name, description: mutant.description,
        killedBy: killedBy + broken.map { "rule: \($0.rule)" }, reason: reason)
    }
    return MutationReport(mutants: entries)
  }

  /// Why `run` evaluated more view bodies per event than `original`'s run of the same
  /// scenario, when it did: a mutant that shows the same but re-evaluates bodies its original
  /// does not is caught, as one that sets the label twice is.
  ///
  /// - Parameters:
  ///   - run: The mutant's run.
  ///   - original: Its original's run.
  /// - Returns: The reason, or `nil` when neither has bodies or the mutant evaluated no more.
  static func costlier(_ run: ArchitectureRun, than original: ArchitectureRun?) -> String? {
    guard let original, let bodies = run.bodies, let before = original.bodies,
      bodies.evaluationsPerEvent > before.evaluationsPerEvent
    else { return nil }
    let text = { (value: Double) in String(format: "%.2f", value) }
    return "evaluates \(text(bodies.evaluationsPerEvent)) view bodies per event where "
      + "\(original.architecture) evaluates \(text(before.evaluationsPerEvent))"
  }

  /// The conformance rules the sources under `sourcePath` break.
  ///
  /// - Parameters:
  ///   - sourcePath: The sources' folder, relative to `packageRoot`.
  ///   - packageRoot: The folder holding `Sources`.
  ///   - rules: The rules to check (default: all).
  /// - Returns: The broken rules, each with what broke it.
  /// - Throws: ``UnreadablePathError`` when the sources cannot be read.
  nonisolated public static func brokenRules(
    sourcePath: String, packageRoot: String = ".", rules: [ConformanceRule] = ConformanceRule.all
  ) throws(UnreadablePathError) -> [BrokenRule] {
    let known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
    let facts = try CodeFacts.analyse(
      folder: CodeFacts.join(packageRoot, sourcePath), knownExternalTypes: known)
    return rules.compactMap { rule in
      let found = rule.violations(in: facts)
      return found.isEmpty
        ? nil : BrokenRule(rule: rule.name, detail: found.joined(separator: "; "))
    }
  }
}
