import Classroom
import CodeFacts
import Testing

/// An exercise rule made from a conformance rule is that rule, plus the role it is about.
struct ExerciseRuleTests {
  private let rule = ExerciseRule(
    .presenterTouchesNoKitType, roles: ["Presenter"], hint: "use CalculatorViewProtocol")

  @Test func itTakesTheConformanceRulesName() {
    #expect(rule.requirement == ConformanceRule.presenterTouchesNoKitType.name)
  }

  @Test func aMissingRoleFailsTheExerciseThoughTheConformanceRuleHoldsVacuously() {
    let facts = CodeFacts.analyse(sources: [("View.swift", "final class View {}")])
    #expect(ConformanceRule.presenterTouchesNoKitType.violations(in: facts).isEmpty)
    #expect(!rule.holds(facts))
  }

  @Test func aPresentRoleKeepingTheRulePasses() {
    let facts = CodeFacts.analyse(sources: [
      ("Presenter.swift", "final class Presenter { weak var view: (any ViewProtocol)? }")
    ])
    #expect(rule.holds(facts))
  }
}
