import ArchitectureCatalog
import ArchitectureDescriptor
import Foundation
import ReportComparison
import ScenarioLanguage
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// How often `compare` cries wolf, and how often it misses a real slowdown.
///
/// Measured, then held to what the regression-testing README promises: at most one false alarm
/// in ten back-to-back comparisons, and nine in ten 25% slowdowns caught. Run with
/// `WORKBENCH_REGRESSION_RATES=20 swift test -c release --filter RegressionRatesTests` and read
/// the numbers it prints. Off by default, as every timed test is: on a busy machine timing is
/// not a unit test's business.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["WORKBENCH_REGRESSION_RATES"] != nil))
struct RegressionRatesTests {
  private let tries =
    Int(ProcessInfo.processInfo.environment["WORKBENCH_REGRESSION_RATES"] ?? "")
    ?? 20
  private let environment = EnvironmentInfo.current()

  private func scenarios() throws -> [Scenario] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios")
    return try ["flag-token", "int-max", "tutorial-example"].map { name in
      try ScenarioParser.parse(
        contentsOf: folder.appendingPathComponent(name + ".scenario").path)
    }
  }

  private func run(_ architectures: [Architecture], _ scenarios: [Scenario]) -> WorkbenchReport {
    WorkbenchSuite(
      architectures: architectures, timing: .defaultForThisBuild, knownArchitectures: []
    ).run(scenarios, environment: environment)
  }

  @Test func backToBackRunsOfTheSameBuildRarelyReportARegression() throws {
    let scenarios = try scenarios()
    var previous = run(Catalog.architectures, scenarios)
    var falseAlarms = 0
    for _ in 0..<tries {
      let next = run(Catalog.architectures, scenarios)
      let comparison = RunComparison(old: previous, new: next)
      if comparison.hasRegression {
        falseAlarms += 1
        let cells = comparison.timings.filter { $0.verdict == .regressed }
        print("false alarm:", cells.map { "\($0.scenario)/\($0.architecture) \($0.change)" })
      }
      previous = next
    }
    print("RATES false alarms: \(falseAlarms) of \(tries) back-to-back comparisons")
    #expect(falseAlarms * 10 <= tries, "\(falseAlarms) false alarms in \(tries) comparisons")
  }

  @Test func aTwentyFivePercentSlowdownIsCaught() throws {
    let scenarios = try scenarios()
    let spin: UInt64 = 4_000
    let base = TestArchitectures.costed(name: "Probe", nanoseconds: spin)
    // The probe's own cost besides the spin, from one run, so that the slowed probe costs
    // 25% more in all.
    let perEvent =
      (0..<3).compactMap { _ in
        run([base], scenarios).summaries.first { $0.architecture == "Probe" }?.nanosecondsPerEvent
      }.min() ?? Double(spin)
    let slowed = TestArchitectures.costed(
      name: "Probe", nanoseconds: spin + UInt64(perEvent * 0.25))
    var caught = 0
    var changes: [Double] = []
    for _ in 0..<tries {
      let old = run([base], scenarios)
      let new = run([slowed], scenarios)
      let comparison = RunComparison(old: old, new: new)
      let probe = comparison.timings.filter { $0.architecture == "Probe" }
      changes += probe.map(\.change)
      if probe.contains(where: { $0.verdict == .regressed }) { caught += 1 }
    }
    let mean = changes.reduce(0, +) / Double(Swift.max(1, changes.count))
    print(
      "RATES caught: \(caught) of \(tries) slowed runs (change in ratio: mean "
        + String(format: "%+.1f%%, smallest %+.1f%%", mean * 100, (changes.min() ?? 0) * 100)
        + ")")
    #expect(caught * 10 >= tries * 9, "caught \(caught) of \(tries) slowdowns")
  }
}
