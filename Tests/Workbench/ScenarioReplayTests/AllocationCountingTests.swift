import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

@MainActor
struct AllocationCountingTests {
  private func makePlan() throws -> ReplayPlan {
    ReplayPlan(
      try scenario("type token \",\"\ntype input \"12,34,5\"\ndelete input 2\nset input \"7,8\"\n"))
  }

  @Test func countsAreAvailableOnThisPlatform() {
    #expect(AllocationCounting.isAvailable)
  }

  /// The fewest allocations of three counts.
  ///
  /// Under `swift test` the test runner's own work on the main thread now and then adds a couple
  /// of allocations to one pass (seen in about one run in three, never in `workbench run`, whose
  /// counts are the same run after run); it can only add, so the least of three is the
  /// architecture's own count.
  private func fewestAllocations(
    _ plan: ReplayPlan, on architecture: Architecture
  ) throws -> Int? {
    try (0..<3).compactMap { _ in try AllocationCounting.allocations(plan, on: architecture) }
      .min()
  }

  @Test(arguments: [1, 3, 7])
  func anArchitectureThatAllocatesKMoreObjectsPerEventShowsExactlyKMore(extra: Int) throws {
    let plan = try makePlan()
    let base = try #require(try fewestAllocations(plan, on: TestArchitectures.costed(name: "Base")))
    let more = try #require(
      try fewestAllocations(plan, on: TestArchitectures.costed(name: "More", allocations: extra)))
    #expect(more - base == extra * plan.events.count)
  }

  @Test func aPlanTheScreenCannotReplayIsAnErrorNotACountOfOtherWork() throws {
    let mvc = try #require(Catalog.architectures.first { $0.name == "MVC" })
    // The calculator has no keep button: the event cannot be replayed.
    let plan = ReplayPlan(try scenario("type input \"1\"\ntap keepButton\n"))
    #expect(throws: (any Error).self) { try AllocationCounting.allocations(plan, on: mvc) }
  }

  @Test func twoCountsOfEveryArchitectureAreIdentical() throws {
    let plan = try makePlan()
    for architecture in [Architecture.direct] + Catalog.architectures {
      let first = try AllocationCounting.allocations(plan, on: architecture)
      let second = try AllocationCounting.allocations(plan, on: architecture)
      #expect(first != nil, "\(architecture.name)")
      #expect(first == second, "\(architecture.name)")
    }
  }

  @Test func aSuiteRecordsAllocationsPerEventOnEveryRun() throws {
    let suite = WorkbenchSuite(
      architectures: [
        TestArchitectures.costed(name: "Base"),
        TestArchitectures.costed(name: "Two", allocations: 2),
      ],
      timing: nil, knownArchitectures: [])
    let source = "type input \"1,2\"\nexpect result \"3\"\n"
    let report = suite.run(
      [try scenario(source)],
      environment: EnvironmentInfo(
        cpu: "Test CPU", cpuCount: 1, operatingSystem: "Test OS", swiftVersion: "6.3",
        buildConfiguration: "debug", date: "2026-01-01T00:00:00Z"))
    let runs = report.scenarios[0].runs
    let perEvent = try runs.map { try #require($0.allocationsPerEvent) }
    #expect(perEvent[1] - perEvent[0] == 2)
    #expect(runs[1].allocations == (runs[0].allocations ?? 0) + 2 * 3)
  }
}
