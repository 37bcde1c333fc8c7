import ArchitectureCatalog
import ReportComparison
import ScenarioLanguage
import ScenarioReplay
import Testing
import TimingStatistics

/// Samples that span several processes: a change no larger than the variation between
/// processes is no regression, and a slowdown every process shows is one.
struct ProcessVariationTests {
  private static let environment = EnvironmentInfo(
    cpu: "Test CPU", cpuCount: 2, operatingSystem: "Test OS", swiftVersion: "6.3",
    buildConfiguration: "release", date: "2026-01-01T00:00:00Z")

  /// Five samples around each of `centers`, one process per center, the same spread each time.
  private static func samples(_ centers: [Double]) -> [Double] {
    centers.flatMap { center in [0.99, 1.0, 1.01, 0.995, 1.005].map { $0 * center } }
  }

  /// A report of MVC against Direct on three scenarios, MVC's per-process times per event
  /// centred on `centers` (Direct at 1000 ns in every process).
  private static func report(_ centers: [Double]) -> WorkbenchReport {
    let scenarios = ["a", "b", "c"].map { name in
      let base = samples([1000, 1000, 1000])
      let baseline = TimingReport(
        samples: base, screenSamples: [1], baselineSamples: nil, isBaseline: true,
        requestedSamples: 15, eventsPerSample: 10, processSamples: [5, 5, 5])
      var run = ArchitectureRun(
        architecture: "MVC", result: "3", events: 10, failures: [], leaked: [])
      run.timing = TimingReport(
        samples: samples(centers), screenSamples: [1], baselineSamples: base, isBaseline: false,
        requestedSamples: 15, eventsPerSample: 10, processSamples: [5, 5, 5])
      var scenario = ScenarioReport(
        name: name, path: "\(name).scenario", description: "", events: 10, runs: [run],
        divergence: nil)
      scenario.baselineTiming = baseline
      return scenario
    }
    return WorkbenchReport(
      architectures: ["MVC"], scenarios: scenarios, environment: environment, baseline: "Direct")
  }

  @Test func aShiftNoLargerThanTheSpreadBetweenProcessesIsNoRegression() throws {
    let comparison = RunComparison(
      old: Self.report([1500, 1650, 1800]), new: Self.report([1650, 1800, 1950]))
    let mvc = comparison.timings.filter { $0.architecture == "MVC" }
    #expect(mvc.count == 3)
    #expect(mvc.allSatisfy { $0.change > 0.05 })
    #expect(mvc.allSatisfy { $0.betweenProcesses.lower < 0 })
    #expect(!comparison.hasRegression)
  }

  @Test func aSlowdownEveryProcessShowsIsARegression() throws {
    let comparison = RunComparison(
      old: Self.report([1500, 1520, 1490]), new: Self.report([2250, 2280, 2235]))
    let mvc = comparison.timings.filter { $0.architecture == "MVC" }
    #expect(mvc.allSatisfy { $0.verdict == .regressed })
    #expect(mvc.allSatisfy { $0.betweenProcesses.lower > 0.4 })
    #expect(comparison.hasRegression)
  }

  @Test func eachProcessKeepsItsShareOfTheSamples() {
    var options = TimingOptions.standard
    options.repetitions = 16
    let shares = (0..<3).map { options.share(of: $0) }
    #expect(shares.map(\.repetitions) == [6, 5, 5])
    #expect(shares.allSatisfy { $0.processes == 1 })
    #expect(
      shares.allSatisfy {
        $0.budgetPerScenarioNanoseconds == options.budgetPerScenarioNanoseconds / 3
      })
  }

  @Test func theSamplesOfSeveralProcessesMergeRoundByRound() {
    let first = TimingSamples(perEvent: [[10, 11], [20, 22]], perScreen: [[1, 1], [2, 2]])
    let second = TimingSamples(perEvent: [[12], [30]], perScreen: [[1], [2]])
    let reports = TimingRunner.reports(
      merging: [first, second], baselineIndex: 0, requestedSamples: 3, eventsPerSample: 4)
    #expect(reports[0].samples == [10, 11, 12])
    #expect(reports[1].ratios == [2, 2, 2.5])
    #expect(reports[1].processSamples == [2, 1])
  }
}

/// A run whose other processes cannot be started takes their shares itself.
@MainActor
struct TimingProcessFallbackTests {
  @Test func sharesThatNoWorkerTookAreTakenByTheRunItself() throws {
    let scenario = try ScenarioParser.parse(Array("type input \"1,2\"\n".utf8), path: "s.scenario")
    var options = TimingOptions.defaultForThisBuild
    options.repetitions = 3
    options.warmup = 0
    options.minimumSamples = 3
    options.budgetPerScenarioNanoseconds = 10_000_000_000
    options.processes = 3
    var suite = WorkbenchSuite(
      architectures: Array(Catalog.architectures.prefix(1)), timing: options,
      knownArchitectures: [])
    var asked = 0
    suite.otherProcesses = { _, _, shares in
      asked = shares.count
      return nil
    }
    let report = suite.run([scenario], environment: EnvironmentInfo.current())
    #expect(asked == 2)
    #expect(report.scenarios.first?.baselineTiming?.processSamples == [1, 1, 1])
    #expect(report.scenarios.first?.runs.first?.timing?.samples.count == 3)
  }
}
