import CodeFacts
import Testing

@testable import WorkbenchCLI

/// The conformance check of `changes --verify`, read from the report of `conformance --change`:
/// it fails on any violation, static or traced, and names each one's architecture, location
/// (relative to the package root) and rule in lines of at most 100 columns.
struct ChangeVerificationConformanceTests {
  static let root = ".build/change-sources/undo"

  /// A model the check only names: what it reads is the report's violations.
  static let model = IntendedModel(
    pattern: "MVP", definition: "A passive view.", roles: [], edges: [])

  static func result(
    _ name: String, violations: [ConformanceViolation] = [],
    divergences: [ConformanceViolation] = []
  ) -> ArchitectureConformance {
    var reflexion = Reflexion.compare(Self.model, events: [])
    reflexion.divergences = divergences
    return ArchitectureConformance(
      name: name, sourcePath: root + "/Sources/Architectures/" + name, model: Self.model,
      violations: violations, reflexion: reflexion)
  }

  static let kitReach = ConformanceViolation(
    rule: "presenter → kit is no edge of MVP",
    location: root + "/Sources/Architectures/MVP/Presenter.swift:42",
    detail: "the presenter names CalculatorView", why: "A passive view.")

  static let viewDecides = ConformanceViolation(
    rule: "every event the view receives reaches the presenter",
    location: "Scenarios/Changes/undo/nothing-to-undo.scenario:3",
    detail: "event 1 (tap() on undoButton) reached the view and never the presenter",
    why: "A passive view.")

  @Test func aReportWithNoViolationPasses() {
    let report = ConformanceReport(change: "undo", architectures: [Self.result("MVP")])
    let check = ChangeVerification.conformanceCheck(report, root: Self.root)
    #expect(check.passed)
    #expect(check.details.isEmpty)
    #expect(check.name == "the pattern's rules (static and from its traces)")
  }

  @Test func aStaticViolationOrADivergenceFailsWithItsLocation() {
    let report = ConformanceReport(
      change: "undo",
      architectures: [
        Self.result("MVC"),
        Self.result("MVP", violations: [Self.kitReach], divergences: [Self.viewDecides]),
      ])
    let check = ChangeVerification.conformanceCheck(report, root: Self.root)
    #expect(!check.passed)
    #expect(
      check.details == [
        "(files under .build/change-sources/undo/)",
        "MVP: Sources/Architectures/MVP/Presenter.swift:42",
        "  presenter → kit is no edge of MVP",
        "MVP: Scenarios/Changes/undo/nothing-to-undo.scenario:3",
        "  every event the view receives reaches the presenter",
      ])
    let lines = ["FAIL  undo: " + check.name] + check.details.map { "      " + $0 }
    #expect(lines.allSatisfy { $0.count <= 100 })
  }
}
