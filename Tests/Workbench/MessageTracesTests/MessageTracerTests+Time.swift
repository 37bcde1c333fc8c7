import MessageTraces
import Testing
import Tracing
import WorkbenchTestSupport

/// A wait's trace shows every piece of scheduled work that fires, at its virtual time, and
/// traces of the same scenario are the same, byte for byte, in every format.
@MainActor
struct MessageTracerTimeTests {
  private let example = """
    type input "1"
    wait 200ms
    type input "2"
    wait 300ms
    """

  @Test func eachFiringDuringAWaitIsTracedAtItsVirtualTime() throws {
    let traces = try MessageTracer.trace(
      try scenario(example), event: 4, architectures: [TestArchitectures.showsEveryAnswer])
    let trace = try #require(traces.first)
    let firings = trace.messages.filter { $0.member == "fire" }
    #expect(firings.map(\.from) == ["Clock", "Clock"])
    #expect(firings.map(\.to) == ["Scheduler", "Scheduler"])
    #expect(firings.map(\.time) == [.milliseconds(300), .milliseconds(500)])
    // Each firing carries the service's answer under it.
    #expect(trace.messages.filter { $0.member == "respond" }.map(\.time) == firings.map(\.time))
  }

  @Test func twoTracesOfTheSameScenarioAreIdenticalInEveryFormat() throws {
    let architectures = [TestArchitectures.showsEveryAnswer, TestArchitectures.showsLatestAnswer]
    let first = try MessageTracer.trace(
      try scenario(example), event: 4, architectures: architectures)
    let second = try MessageTracer.trace(
      try scenario(example), event: 4, architectures: architectures)
    #expect(TraceRendering.text(first) == TraceRendering.text(second))
    #expect(TraceRendering.mermaid(first) == TraceRendering.mermaid(second))
    #expect(TraceRendering.html(first) == TraceRendering.html(second))
  }
}
