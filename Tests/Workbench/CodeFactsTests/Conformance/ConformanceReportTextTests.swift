import Testing

@testable import CodeFacts

/// The text report of `conformance`: what it says of the edges no traced event took.
struct ConformanceReportTextTests {
  @Test func theTextReportSaysEachReasonForAbsentEdgesOnceAndEachEdgeOnce() {
    let service = "only the slow-service change takes it"
    let absences = [
      Reflexion.Absence(edge: "user → clock", why: "a", reason: service),
      Reflexion.Absence(edge: "service → model", why: "b", reason: service),
      Reflexion.Absence(edge: "model → controller", why: "c", reason: nil),
      Reflexion.Absence(edge: "service → model", why: "d", reason: service),
    ]
    #expect(
      ConformanceReport.absenceLines(absences) == [
        "    absent, no traced event took user → clock; service → model: \(service)",
        "    absent, no traced event took model → controller: no reason known (add a scenario "
          + "that takes it)",
      ])
  }
}
