import ArchitectureDescriptor
import Classroom
import ExerciseScreens
import Foundation
import MutantCatalog
import Testing

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The exercise machinery, checked on screens whose state is known (a mutant with the exercise's
/// bug, the reference solution), never on the student's copy, which is the student's business:
/// `swift test` passes whether the exercises are untouched, half done or solved.
@MainActor
struct ExerciseCheckTests {
  /// The exercise `name` with its student's screen and sources replaced by those of `mutant`,
  /// which has the bug the exercise asks the student to repair.
  private static func broken(_ name: String, as mutant: String) throws -> Exercise {
    let exercise = try #require(ExerciseScreens.exercises.first { $0.name == name })
    let bug = try #require(MutantCatalog.mutants.first { $0.name == mutant })
    return Exercise(
      name: exercise.name, kind: exercise.kind, summary: exercise.summary, task: exercise.task,
      folder: "../Mutants/" + mutant, scenarios: exercise.scenarios, rules: exercise.rules,
      hints: exercise.hints, makeStudentScreen: bug.makeRootViewController,
      makeSolutionScreen: exercise.makeSolutionScreen)
  }

  @Test func thereAreAtLeastSixExercisesWithProgressiveHints() {
    #expect(ExerciseCatalog.exercises.count >= 6)
    for exercise in ExerciseCatalog.exercises {
      #expect(exercise.hints.count >= 2, "\(exercise.name)")
      #expect(!exercise.rules.isEmpty, "\(exercise.name)")
    }
  }

  @Test(arguments: [
    ("stale-token", "StaleSum"), ("retain-cycle", "RetainCycle"),
    ("presenter-touches-kit", "PresenterTouchesKit"),
  ])
  func aScreenWithTheExercisesBugIsNotSolvedAndEveryMissingCheckHasAHint(
    name: String, mutant: String
  ) throws {
    let check = try ExerciseCheck.run(
      Self.broken(name, as: mutant), solution: false, packageRoot: packageRoot)
    #expect(!check.solved)
    #expect(!check.missing.isEmpty)
    #expect(check.missing.allSatisfy { $0.hint != nil })
  }

  @Test(arguments: ExerciseCatalog.exercises.map(\.name))
  func theStudentsCopyIsCheckedWhateverItsState(name: String) throws {
    let exercise = try #require(ExerciseScreens.exercises.first { $0.name == name })
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    // Solved or not is the student's business; a check that is not solved says what is missing.
    #expect(check.solved == check.missing.isEmpty)
  }

  @Test(arguments: ExerciseCatalog.exercises.map(\.name))
  func theReferenceSolutionPassesEveryCheck(name: String) throws {
    let exercise = try #require(ExerciseScreens.exercises.first { $0.name == name })
    let check = try ExerciseCheck.run(exercise, solution: true, packageRoot: packageRoot)
    #expect(check.solved, "\(check.missing.map { "\($0.subject): \($0.detail ?? "")" })")
  }

  @Test func aStaleTokenFailsTheScenarioThatTypesTheTokenLast() throws {
    let exercise = try Self.broken("stale-token", as: "StaleSum")
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    #expect(check.missing.map(\.subject).contains("token-changed-after-input"))
    #expect(check.missing.allSatisfy { $0.kind == "scenario" })
  }

  @Test func aCycleFailsTheLeakCheck() throws {
    let exercise = try Self.broken("retain-cycle", as: "RetainCycle")
    let check = try ExerciseCheck.run(exercise, solution: false, packageRoot: packageRoot)
    #expect(check.missing.contains { $0.kind == "leaks" })
  }
}
