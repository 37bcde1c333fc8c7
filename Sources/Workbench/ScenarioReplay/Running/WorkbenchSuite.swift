public import ArchitectureDescriptor
import ScenarioLanguage

/// Runs a set of scenarios on a set of architectures: the correctness pass, then (optionally)
/// the timing pass, and gathers the report.
@MainActor
public struct WorkbenchSuite {
  /// The architectures compared, in report order.
  public var architectures: [Architecture]
  /// How to time, or `nil` to skip timing.
  public var timing: TimingOptions?
  /// Every architecture the baseline name can refer to (the compared ones, `Direct`, and the
  /// rest of the catalogue).
  public var knownArchitectures: [Architecture]

  /// Creates a suite.
  ///
  /// - Parameters:
  ///   - architectures: The architectures compared.
  ///   - timing: How to time, or `nil` to skip timing.
  ///   - knownArchitectures: Where to look up the timing baseline by name.
  public init(
    architectures: [Architecture], timing: TimingOptions?, knownArchitectures: [Architecture]
  ) {
    self.architectures = architectures
    self.timing = timing
    self.knownArchitectures = knownArchitectures
  }

  /// Runs every scenario and returns the report.
  ///
  /// Timing runs only on scenarios where every compared architecture and the baseline passed:
  /// timing a wrong program is pointless.
  ///
  /// - Parameters:
  ///   - scenarios: The parsed scenarios, in report order.
  ///   - environment: Where the report is made.
  ///   - progress: Called before each scenario is checked on each architecture, and before
  ///     each scenario is timed (default: nothing).
  /// - Returns: The report.
  public func run(
    _ scenarios: [Scenario], environment: EnvironmentInfo,
    progress: (SuiteProgress) -> Void = { _ in }
  ) -> WorkbenchReport {
    let runner = ScenarioRunner(architectures: architectures)
    var reports = scenarios.enumerated().map { index, scenario in
      runner.run(scenario) { architecture in
        progress(
          SuiteProgress(
            phase: .checking, scenario: index + 1, scenarioCount: scenarios.count,
            scenarioName: scenario.name, architecture: architecture))
      }
    }
    for (index, scenario) in scenarios.enumerated() {
      let plan = ReplayPlan(scenario)
      for (position, architecture) in architectures.enumerated() {
        guard let count = AllocationCounting.allocations(plan, on: architecture) else { continue }
        reports[index].runs[position].allocations = count
        let events = plan.events.count - plan.relaunchCount
        reports[index].runs[position].allocationsPerEvent =
          events == 0 ? 0 : Double(count) / Double(events)
      }
    }
    var baselineName: String?
    if let timing, let baseline = baselineArchitecture(named: timing.baseline) {
      baselineName = baseline.name
      let timed = timedArchitectures(baseline: baseline)
      let timer = TimingRunner(options: timing)
      for (index, scenario) in scenarios.enumerated() where reports[index].passed {
        let plan = ReplayPlan(scenario)
        let baselineRun = ScenarioRunner.run(plan, on: baseline).0
        guard baselineRun.passed || architectures.contains(where: { $0.name == baseline.name })
        else { continue }
        progress(
          SuiteProgress(
            phase: .timing, scenario: index + 1, scenarioCount: scenarios.count,
            scenarioName: scenario.name))
        let timings = timer.time(plan, architectures: timed)
        for (position, architecture) in timed.enumerated() {
          if let run = reports[index].runs.firstIndex(where: {
            $0.architecture == architecture.name
          }
          ) {
            reports[index].runs[run].timing = timings[position]
          }
          if architecture.name == baseline.name {
            reports[index].baselineTiming = timings[position]
          }
        }
      }
    }
    return WorkbenchReport(
      architectures: architectures.map(\.name), scenarios: reports, environment: environment,
      baseline: baselineName,
      options: RunOptions(architectures: architectures.map(\.name), paths: [], timing: timing))
  }

  private func baselineArchitecture(named name: String) -> Architecture? {
    (architectures + knownArchitectures + [.direct]).first {
      $0.name.lowercased() == name.lowercased()
    }
  }

  private func timedArchitectures(baseline: Architecture) -> [Architecture] {
    architectures.contains { $0.name == baseline.name } ? architectures : [baseline] + architectures
  }
}
