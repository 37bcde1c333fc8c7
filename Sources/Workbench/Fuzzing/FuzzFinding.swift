import ScenarioLanguage
import ScenarioReplay

/// A failing case found by ``Fuzzer``: the case as generated, the same case shrunk, and how it
/// failed.
public struct FuzzFinding: Sendable {
  /// The seed of the run.
  public var seed: UInt64
  /// The number of the case (from 1): how many cases it took to find it.
  public var caseNumber: Int
  /// The directives as generated.
  public var original: [Directive]
  /// The directives after shrinking, which still fail.
  public var shrunk: [Directive]
  /// What the no-architecture baseline shows in the result label after the shrunk directives.
  public var expectedResult: String
  /// The report of the shrunk directives.
  public var report: ScenarioReport

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - seed: The seed of the run.
  ///   - caseNumber: The number of the case.
  ///   - original: The directives as generated.
  ///   - shrunk: The directives after shrinking.
  ///   - expectedResult: The baseline's result after the shrunk directives.
  ///   - report: The report of the shrunk directives.
  public init(
    seed: UInt64, caseNumber: Int, original: [Directive], shrunk: [Directive],
    expectedResult: String, report: ScenarioReport
  ) {
    self.seed = seed
    self.caseNumber = caseNumber
    self.original = original
    self.shrunk = shrunk
    self.expectedResult = expectedResult
    self.report = report
  }

  /// The file name of the reproducer: `fuzz-seed-1-case-17.scenario`.
  public var fileName: String { "fuzz-seed-\(seed)-case-\(caseNumber).scenario" }

  /// The failures, one line each: `StaleSum: diverges from MVC, Direct after event 2: …`.
  public var failures: [String] {
    report.runs.flatMap { run in run.failures.map { "\(run.architecture): \($0.message)" } }
  }

  /// The reproducer: the shrunk directives with the baseline's result as an expectation, and a
  /// leading comment saying where they come from and how they failed.
  ///
  /// - Parameter architectures: The names of the architectures the run compared.
  /// - Returns: The text of a `.scenario` file that `workbench run` fails on.
  public func scenarioText(architectures: [String]) -> String {
    let events = ScenarioShrinker.eventCount(shrunk)
    var comment = [
      "Found by `workbench fuzz --architectures \(architectures.joined(separator: ",")) "
        + "--seed \(seed)`, case \(caseNumber),",
      "shrunk from \(ScenarioShrinker.eventCount(original)) events to \(events). "
        + "What went wrong:",
    ]
    comment += failures.map { "  " + $0 }
    return ScenarioWriter.text(
      of: shrunk + [.expect(.result, expectedResult)], comment: comment)
  }
}
