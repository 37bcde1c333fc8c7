import Classroom
import Foundation
import Testing

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().path

/// Every exercise starts unsolved in the student's copy, and its reference solution passes.
@MainActor
struct ExerciseCheckTests {
  @Test func thereAreAtLeastSixExercisesWithProgressiveHints() {
    #expect(ExerciseCatalog.exercises.count >= 6)
    for exercise in ExerciseCatalog.exercises {
      #expect(exercise.hints.count >= 2, "\(exercise.name)")
      #expect(!exercise.rules.isEmpty, "\(exercise.name)")
    }
  }

  @Test(arguments: ExerciseCatalog.exercises.map(\.name))
  func theStudentsCopyStartsUnsolvedWithAHint(name: String) throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: name))
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    #expect(!check.solved)
    #expect(check.missing.allSatisfy { $0.hint != nil })
  }

  @Test(arguments: ExerciseCatalog.exercises.map(\.name))
  func theReferenceSolutionPassesEveryCheck(name: String) throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: name))
    let check = try ExerciseCheck.run(exercise, solution: true, packageRoot: packageRoot)
    #expect(check.solved, "\(check.missing.map { "\($0.subject): \($0.detail ?? "")" })")
  }

  @Test func aStaleTokenFailsTheScenarioThatTypesTheTokenLast() throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: "stale-token"))
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    #expect(check.missing.map(\.subject).contains("token-changed-after-input"))
    #expect(check.missing.allSatisfy { $0.kind == "scenario" })
  }

  @Test(arguments: ["retain-cycle", "view-model-owns-view"])
  func aCycleFailsTheLeakCheck(name: String) throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: name))
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    #expect(check.missing.contains { $0.kind == "leaks" })
  }
}
