import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioReplay
import Testing
import WorkbenchTestSupport

/// What a run counts of a declarative screen's bodies: per event, with causes, the same on every
/// run, and nothing for a screen with no bodies.
@MainActor
@Suite struct BodyEvaluationCountsTests {
  private static func architecture(_ name: String) throws -> Architecture {
    try #require(Catalog.architectures.first { $0.name == name })
  }

  private static let tutorial = "type token \",\"\ntype input \"1,2\"\ndelete input\n"

  @Test func anEditThatChangesTheResultEvaluatesTheResultsBodyAlone() throws {
    let report = ScenarioRunner(architectures: [try Self.architecture("MV")]).run(
      try scenario(Self.tutorial))
    let bodies = try #require(report.runs[0].bodies)
    // Each event that changed the result evaluated ResultView's body once; the token edit,
    // which left it 0, evaluated none, and the calculator view's body never ran again.
    #expect(bodies.loading == 2)
    #expect(bodies.events.allSatisfy { $0.causes.keys.allSatisfy { $0.hasPrefix("ResultView:") } })
    #expect(bodies.events.map(\.evaluated).allSatisfy { $0 == 1 })
    #expect(bodies.events.allSatisfy { $0.wasted == 0 })
    #expect(!bodies.events.contains { $0.event == 1 })
    #expect(bodies.evaluationsPerEvent == Double(bodies.events.count) / Double(report.events))
  }

  @Test func aScreenWithNoBodiesCountsNone() throws {
    let report = ScenarioRunner(architectures: [try Self.architecture("MVC")]).run(
      try scenario(Self.tutorial))
    #expect(report.runs[0].bodies == nil)
    #expect(report.runs[0].messages != nil)
  }

  @Test func theCountsAreTheSameOnThreeRuns() throws {
    let mv = try Self.architecture("MV")
    let text = Self.tutorial + "set input \"10,20,x\"\ntype token \"x\"\nrelaunch\n"
    let runs = try (0..<3).map { _ in
      ScenarioRunner(architectures: [mv]).run(try scenario(text)).runs[0].bodies
    }
    #expect(runs[0] != nil)
    #expect(runs.allSatisfy { $0 == runs[0] })
  }
}
