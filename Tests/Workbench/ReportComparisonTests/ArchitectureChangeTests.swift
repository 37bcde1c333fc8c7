import ReportComparison
import ScenarioReplay
import Testing
import TimingStatistics

/// The gate decides per architecture, against the pace of the others: a slower machine or a
/// baseline that ran fast moves all alike and is no regression; one architecture made slower is.
struct ArchitectureChangeTests {
  private static let environment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "release", date: "2026-01-01T00:00:00Z")
  private static let names = ["MVC", "MVP", "MVVM"]
  private static let scenarios = ["a", "b", "c", "d", "e", "f"]

  /// Fifteen samples around `center` in three processes, the same spread every time.
  private static func samples(_ center: Double) -> [Double] {
    (0..<15).map { center * (1 + Double($0 % 5 - 2) * 0.004) }
  }

  private static func timing(_ center: Double, baseline: [Double]?) -> TimingReport {
    TimingReport(
      samples: samples(center), screenSamples: [1], baselineSamples: baseline,
      isBaseline: baseline == nil, requestedSamples: 15, eventsPerSample: 10,
      processSamples: [5, 5, 5])
  }

  /// A report where Direct takes `direct` ns per event and each architecture its base time
  /// (1500, 2000, 2500) times `scale(architecture, scenario)`.
  private static func report(
    direct: Double = 1000, scale: (String, String) -> Double = { _, _ in 1 }
  ) -> WorkbenchReport {
    let reports = scenarios.map { name in
      let base = samples(direct)
      let runs = names.enumerated().map { index, architecture in
        var run = ArchitectureRun(
          architecture: architecture, result: "3", events: 10, failures: [], leaked: [])
        run.timing = timing(
          Double(1500 + 500 * index) * scale(architecture, name), baseline: base)
        return run
      }
      var scenario = ScenarioReport(
        name: name, path: "\(name).scenario", description: "", events: 10, runs: runs,
        divergence: nil)
      scenario.baselineTiming = timing(direct, baseline: nil)
      return scenario
    }
    return WorkbenchReport(
      architectures: names, scenarios: reports, environment: environment, baseline: "Direct")
  }

  @Test func aSlowerMachineIsNoRegression() {
    let comparison = RunComparison(
      old: Self.report(), new: Self.report(direct: 1200) { _, _ in 1.2 })
    #expect(!comparison.hasRegression)
    #expect(comparison.architectureChanges.allSatisfy { abs($0.change) < 0.01 })
  }

  @Test func aBaselineThatRanFastRaisesEveryRatioAndIsNoRegression() {
    let comparison = RunComparison(old: Self.report(), new: Self.report(direct: 850))
    #expect(comparison.timings.filter { $0.architecture == "MVC" }.allSatisfy { $0.change > 0.1 })
    #expect(!comparison.hasRegression)
  }

  @Test func oneArchitectureMadeSlowerIsARegressionOfItAlone() throws {
    let comparison = RunComparison(
      old: Self.report(), new: Self.report { architecture, _ in architecture == "MVP" ? 1.5 : 1 })
    #expect(comparison.hasRegression)
    let regressed = comparison.architectureChanges.filter { $0.verdict == .regressed }
    #expect(regressed.map(\.architecture) == ["MVP"])
    #expect(abs((regressed.first?.change ?? 0) - 0.5) < 0.01)
  }

  @Test func oneScenarioOfOneArchitectureIsEvidenceNotAVerdict() {
    let comparison = RunComparison(
      old: Self.report(),
      new: Self.report { architecture, scenario in
        architecture == "MVC" && scenario == "a" ? 1.3 : 1
      })
    #expect(!comparison.hasRegression)
    let cell = comparison.timings.first { $0.architecture == "MVC" && $0.scenario == "a" }
    #expect(cell?.verdict == .tooNoisy)
  }

  @Test func runsTimedAgainstDifferentReferencesAreShownNotJudged() {
    var other = Self.report { architecture, _ in architecture == "MVP" ? 1.5 : 1 }
    other.baseline = "MVC"
    let comparison = RunComparison(old: Self.report(), new: other)
    #expect(!comparison.hasRegression)
    let mvp = comparison.architectureChanges.first { $0.architecture == "MVP" }
    #expect(mvp?.verdict == .notComparable)
  }
}
