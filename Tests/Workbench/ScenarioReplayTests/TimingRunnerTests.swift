import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import TimingStatistics
import WorkbenchTestSupport

@MainActor
struct TimingRunnerTests {
  @Test func aDeliberatelySlowerArchitectureIsReportedAsSlower() throws {
    let mvc = try #require(Catalog.architectures.first { $0.name == "MVC" })
    var options = TimingOptions.standard
    options.baseline = "MVC"
    options.repetitions = 9
    options.warmup = 1
    options.targetRegionNanoseconds = 200_000
    // The per-scenario budget is not what this test is about: on a machine busy with the other
    // tests, half a second ran out before the ninth sample (a shortfall the report says).
    options.budgetPerScenarioNanoseconds = 60_000_000_000
    let plan = ReplayPlan(try scenario("type token \",\"\ntype input \"12,34,5\"\n"))
    let timings = TimingRunner(options: options).time(
      plan, architectures: [mvc, TestArchitectures.slow])
    #expect(timings[0].verdict == .baseline)
    #expect(timings[1].verdict == .slower)
    #expect(try #require(timings[1].ratioToBaseline) > 1)
    #expect(try #require(timings[1].ratioInterval).lower > 1)
    #expect(
      timings.allSatisfy { $0.samples.count == 9 && $0.eventsPerSample == 8 },
      "\(timings.map { ($0.samples.count, $0.eventsPerSample, $0.shortfall ?? "") })")
  }

  @Test func aTimedPassTheScreenCannotReplayIsReportedNotTimed() throws {
    let mvc = try #require(Catalog.architectures.first { $0.name == "MVC" })
    var options = TimingOptions.standard
    options.baseline = "MVC"
    options.repetitions = 5
    options.targetRegionNanoseconds = 200_000
    // The calculator has no keep button: every timed pass fails at the second event.
    let plan = ReplayPlan(try scenario("type input \"1\"\ntap keepButton\n"))
    let timings = TimingRunner(options: options).time(plan, architectures: [mvc])
    #expect(timings[0].samples.isEmpty)
    #expect(timings[0].shortfall?.hasPrefix("MVC failed in a timed pass (") == true)
  }

  @Test func theMedianIntervalFollowsTheSignTest() {
    let statistics = Statistics((1...15).map(Double.init))
    #expect(statistics.median == 8)
    #expect(statistics.min == 1)
    #expect(statistics.lower == 4)
    #expect(statistics.upper == 12)
    #expect(statistics.mad == 4)
  }
}
