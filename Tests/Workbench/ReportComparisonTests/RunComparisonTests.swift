import ReportComparison
import ScenarioReplay
import Testing
import TimingStatistics

/// Comparisons of reports built from known samples.
struct RunComparisonTests {
  private static let environment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "release", date: "2026-01-01T00:00:00Z")

  /// Fifteen samples around `center`, the same spread every time.
  private static func samples(_ center: Double) -> [Double] {
    [0.97, 1.01, 0.99, 1.02, 1.0, 0.98, 1.03, 1.0, 0.99, 1.01, 1.0, 0.98, 1.02, 0.99, 1.01]
      .map { $0 * center }
  }

  /// A report of two scenarios on Direct and MVC, MVC's time per event scaled by `slowdown`.
  private static func report(
    slowdown: Double = 1, allocations: Int = 40, passed: Bool = true,
    bodies: BodyEvaluationCounts? = nil
  ) -> WorkbenchReport {
    let scenarios = ["first", "second"].map { name in
      let base = samples(1000)
      let baseline = TimingReport(
        samples: base, screenSamples: [1], baselineSamples: nil, isBaseline: true,
        requestedSamples: 15, eventsPerSample: 10)
      var run = ArchitectureRun(
        architecture: "MVC", result: "3", events: 10,
        failures: passed ? [] : [Failure(line: 2, message: "wrong", kind: .expectation)],
        leaked: [])
      run.timing = TimingReport(
        samples: samples(1500).map { $0 * slowdown }, screenSamples: [1], baselineSamples: base,
        isBaseline: false, requestedSamples: 15, eventsPerSample: 10)
      run.allocations = allocations
      run.allocationsPerEvent = Double(allocations) / 10
      run.bodies = bodies
      var scenario = ScenarioReport(
        name: name, path: "\(name).scenario", description: "", events: 10, runs: [run],
        divergence: nil)
      scenario.baselineTiming = baseline
      return scenario
    }
    return WorkbenchReport(
      architectures: ["MVC"], scenarios: scenarios, environment: environment, baseline: "Direct")
  }

  @Test func aReportComparedWithItselfHasNoRegression() {
    let comparison = RunComparison(old: Self.report(), new: Self.report())
    #expect(!comparison.hasRegression)
    #expect(comparison.timings.count == 4)
    #expect(comparison.timings.allSatisfy { $0.verdict == .unchanged })
    #expect(comparison.counts.isEmpty)
    #expect(comparison.warnings.isEmpty)
  }

  @Test func samplesScaledByHalfAgainAreARegressionOfThatArchitectureOnly() throws {
    let comparison = RunComparison(old: Self.report(), new: Self.report(slowdown: 1.5))
    #expect(comparison.hasRegression)
    let regressed = comparison.timings.filter { $0.verdict == .regressed }
    #expect(regressed.map(\.architecture) == ["MVC", "MVC"])
    let cell = try #require(regressed.first)
    #expect(cell.measure == "ratio")
    #expect(abs(cell.change - 0.5) < 1e-9)
    #expect(cell.interval.lower > 0.05)
  }

  @Test func aSpeedUpIsAnImprovementNotARegression() {
    let comparison = RunComparison(old: Self.report(), new: Self.report(slowdown: 0.7))
    #expect(!comparison.hasRegression)
    #expect(comparison.timings.filter { $0.verdict == .improved }.count == 2)
  }

  @Test func aChangeWithinTheThresholdIsUnchanged() {
    let comparison = RunComparison(old: Self.report(), new: Self.report(slowdown: 1.03))
    #expect(!comparison.hasRegression)
    let mvc = comparison.timings.filter { $0.architecture == "MVC" }
    #expect(mvc.allSatisfy { $0.verdict == .unchanged })
  }

  @Test func oneMoreAllocationIsARegressionWhateverTheThreshold() throws {
    let comparison = RunComparison(
      old: Self.report(), new: Self.report(allocations: 41), threshold: 10)
    #expect(comparison.hasRegression)
    let change = try #require(comparison.counts.first)
    #expect(comparison.counts.count == 2)
    #expect(change.figure == "allocations/event")
    #expect((change.old, change.new) == ("4", "4.1"))
    #expect(change.verdict == .regressed)
  }

  @Test func oneMoreBodyEvaluatedPerEventIsARegression() throws {
    let evaluations = { (count: Int) in
      BodyEvaluationCounts(
        loading: 2,
        events: [
          .init(
            event: 1, line: 1,
            evaluations: Array(
              repeating: ("ResultView: @dependencies changed.", false), count: count))
        ], eventCount: 10)
    }
    let comparison = RunComparison(
      old: Self.report(bodies: evaluations(10)), new: Self.report(bodies: evaluations(20)))
    #expect(comparison.hasRegression)
    let changes = comparison.counts.filter { $0.figure == "bodies/event" }
    #expect(changes.map { "\($0.old) → \($0.new)" } == ["1 → 2", "1 → 2"])
    #expect(changes.allSatisfy { $0.verdict == .regressed })
  }

  @Test func differentEnvironmentsAreWarnedAbout() {
    var other = Self.report()
    other.environment.buildConfiguration = "debug"
    other.environment.cpu = "Other CPU"
    let comparison = RunComparison(old: Self.report(), new: other)
    #expect(comparison.warnings.count == 3)
    #expect(comparison.warnings[0] == "the CPU differs: Test CPU × 2 then Other CPU × 2")
  }

  @Test func theNewReportsFailureIsRecorded() {
    let comparison = RunComparison(old: Self.report(), new: Self.report(passed: false))
    #expect(!comparison.newReportPassed)
    #expect(comparison.counts.contains { $0.figure == "passed" && $0.verdict == .regressed })
  }
}
