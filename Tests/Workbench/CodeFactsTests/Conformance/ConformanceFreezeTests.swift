import CodeFacts
import Testing

/// A freeze accepts today's violations, by rule, file and what was found, so only new ones fail.
struct ConformanceFreezeTests {
  static func report(_ violations: [ConformanceViolation]) -> ConformanceReport {
    ConformanceReport(
      change: nil,
      architectures: [
        ArchitectureConformance(
          name: "MVP", sourcePath: "Sources/Architectures/MVP", model: .mvp,
          violations: violations, reflexion: nil)
      ])
  }

  static let known = ConformanceViolation(
    rule: "presenter → kit is no edge of MVP", location: "MVP/Presenter.swift:12",
    detail: "the presenter names Label, a type of the kit", why: "passive view")

  @Test func aRecordedViolationFoundAgainOnAnotherLineIsAccepted() {
    let freeze = ConformanceFreeze(
      text: ConformanceFreeze(recording: Self.report([Self.known])).text)
    var moved = Self.known
    moved.location = "MVP/Presenter.swift:20"
    let next = freeze.apply(to: Self.report([moved]))
    #expect(next.passed)
    #expect(next.architectures.first?.frozen == [moved])
    #expect(next.architectures.first?.violations == [])
  }

  @Test func aNewViolationStillFails() {
    let freeze = ConformanceFreeze(recording: Self.report([Self.known]))
    var new = Self.known
    new.detail = "the presenter names Button, a type of the kit"
    let next = freeze.apply(to: Self.report([Self.known, new]))
    #expect(!next.passed)
    #expect(next.architectures.first?.violations == [new])
  }

  @Test func theFileListsOneViolationALineAfterItsHeader() {
    let text = ConformanceFreeze(recording: Self.report([Self.known])).text
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("#") == true)
    #expect(lines.last?.contains("MVP/Presenter.swift\t") == true)
    #expect(lines.last?.contains(":12") == false)
  }
}
