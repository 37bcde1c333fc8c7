public import ArchitectureDescriptor
import ScenarioLanguage
import TimingStatistics

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
  /// Takes the samples of every process after the first, when the timing spans several:
  /// given the scenarios to time, the architectures timed (baseline included) and each
  /// process's options, it returns each process's samples, scenario by scenario, or `nil` when
  /// they could not be taken (this process then takes their shares itself).
  public var otherProcesses:
    (@MainActor ([Scenario], [Architecture], [TimingOptions]) -> [[TimingSamples]]?)?

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
    countAllocations(of: scenarios, into: &reports)
    var baselineName: String?
    if let timing, let baseline = baselineArchitecture(named: timing.baseline) {
      baselineName = baseline.name
      let timed = timedArchitectures(baseline: baseline)
      let indices = scenarios.indices.filter { index in
        guard reports[index].passed else { return false }
        let baselineRun = ScenarioRunner.run(ReplayPlan(scenarios[index]), on: baseline).0
        return baselineRun.passed || architectures.contains(where: { $0.name == baseline.name })
      }
      let timings = time(
        indices.map { scenarios[$0] }, on: timed, options: timing
      ) { position in
        progress(
          SuiteProgress(
            phase: .timing, scenario: indices[position] + 1, scenarioCount: scenarios.count,
            scenarioName: scenarios[indices[position]].name))
      }
      for (position, index) in indices.enumerated() {
        for (slot, architecture) in timed.enumerated() {
          if let run = reports[index].runs.firstIndex(where: {
            $0.architecture == architecture.name
          }) {
            reports[index].runs[run].timing = timings[position][slot]
          }
          if architecture.name == baseline.name {
            reports[index].baselineTiming = timings[position][slot]
          }
        }
      }
    }
    return WorkbenchReport(
      architectures: architectures.map(\.name), scenarios: reports, environment: environment,
      baseline: baselineName,
      options: RunOptions(architectures: architectures.map(\.name), paths: [], timing: timing))
  }

  /// Counts each scenario's allocations on each architecture, in a pass of its own, into
  /// `reports`; a pass the screen cannot replay is reported as a failure of that run.
  private func countAllocations(of scenarios: [Scenario], into reports: inout [ScenarioReport]) {
    for (index, scenario) in scenarios.enumerated() {
      let plan = ReplayPlan(scenario)
      for (position, architecture) in architectures.enumerated() {
        let counted: Int?
        do {
          counted = try AllocationCounting.allocations(plan, on: architecture)
        } catch {
          // The check pass drove this screen; a measurement pass that cannot is reported, not
          // dropped (a run that already failed on the screen says so once).
          if !reports[index].runs[position].failures.contains(where: { $0.kind == .screen }) {
            reports[index].runs[position].failures.append(
              Failure(
                line: 0, message: "the allocation-counting pass failed: \(error)", kind: .screen))
            reports[index].runs[position].passed = false
            reports[index].passed = false
          }
          continue
        }
        guard let count = counted else { continue }
        reports[index].runs[position].allocations = count
        let events = plan.events.count - plan.relaunchCount
        reports[index].runs[position].allocationsPerEvent =
          events == 0 ? 0 : Double(count) / Double(events)
      }
    }
  }

  /// Times `scenarios` on `timed`: this process's share of the rounds, then the other
  /// processes' shares, merged scenario by scenario.
  private func time(
    _ scenarios: [Scenario], on timed: [Architecture], options: TimingOptions,
    progress: (Int) -> Void
  ) -> [[TimingReport]] {
    let processes = Swift.max(1, otherProcesses == nil ? 1 : options.processes)
    let shares = (0..<processes).map { processes == 1 ? options : options.share(of: $0) }
    let own = TimingRunner(options: shares[0])
    var samples: [[TimingSamples]] = scenarios.enumerated().map { position, scenario in
      progress(position)
      return [own.sample(ReplayPlan(scenario), architectures: timed)]
    }
    if processes > 1, let otherProcesses {
      // When the other processes cannot be started, their shares are taken here, so that the
      // run still has every sample it asked for.
      let others =
        otherProcesses(scenarios, timed, Array(shares.dropFirst())).flatMap { others in
          others.allSatisfy({ $0.count == scenarios.count }) ? others : nil
        }
        ?? shares.dropFirst().map { share in
          let runner = TimingRunner(options: share)
          return scenarios.map { runner.sample(ReplayPlan($0), architectures: timed) }
        }
      for process in others {
        for position in samples.indices { samples[position].append(process[position]) }
      }
    }
    let baselineIndex = timed.firstIndex { $0.name == options.baseline }
    return zip(scenarios, samples).map { scenario, parts in
      let plan = ReplayPlan(scenario)
      return TimingRunner.reports(
        merging: parts, baselineIndex: baselineIndex, requestedSamples: options.repetitions,
        eventsPerSample: plan.events.count - plan.relaunchCount)
    }
  }

  /// This process's samples of `scenarios`, timed on every compared architecture and the
  /// baseline with `options`, checking nothing: what a timing worker process hands back.
  ///
  /// - Parameters:
  ///   - scenarios: The scenarios, already checked by the process that asked.
  ///   - options: This process's share of the timing.
  /// - Returns: The samples, scenario by scenario; empty when the baseline is unknown.
  public func samples(of scenarios: [Scenario], options: TimingOptions) -> [TimingSamples] {
    guard let baseline = baselineArchitecture(named: options.baseline) else { return [] }
    let runner = TimingRunner(options: options)
    return scenarios.map {
      runner.sample(ReplayPlan($0), architectures: timedArchitectures(baseline: baseline))
    }
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
