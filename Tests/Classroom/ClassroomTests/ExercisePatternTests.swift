import Classroom
import CodeFacts
import Foundation
import Testing

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Each exercise names its pattern, its reference solution keeps that pattern's intended model,
/// and a copy with the exercise's bug (a mutant, never the student's own copy) breaks it at a
/// line `exercise check` shows.
struct ExercisePatternTests {
  @Test(arguments: ExerciseCatalog.exercises.map(\.name))
  func eachExercisesSolutionKeepsItsPattern(name: String) throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: name))
    let model = try #require(
      exercise.pattern.flatMap { try IntendedModel.named($0, packageRoot: packageRoot) })
    let known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
    let items = try ExerciseCheck.patternItems(
      model, folder: packageRoot + "/" + exercise.solutionPath, known: known)
    #expect(items.filter { !$0.passed }.compactMap(\.detail) == [])
  }

  @Test(arguments: [
    ("MVP", "PresenterTouchesKit", "Presenter.swift:"),
    ("MVVM", "StrongView", "ViewModel.swift:"),
    ("Store", "ImpureReducer", "Reducer.swift:"),
  ])
  func aCopyWithTheBugFailsWithTheLineOfTheBreak(
    pattern: String, mutant: String, file: String
  ) throws {
    let model = try #require(try IntendedModel.named(pattern, packageRoot: packageRoot))
    let known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
    let items = try ExerciseCheck.patternItems(
      model, folder: packageRoot + "/Sources/Classroom/Mutants/" + mutant, known: known)
    let failed = items.filter { !$0.passed }
    #expect(!failed.isEmpty)
    #expect(failed.contains { $0.detail?.contains(file) == true })
    #expect(failed.allSatisfy { $0.hint?.isEmpty == false })
  }
}

/// A variant of the stale-token exercise made in a scratch copy of its solution (never the
/// student's own copy): a controller that remembers the last input beside its model still keeps
/// Cocoa MVC, whose model holds the app's data; MVC has no rule that a controller stores nothing.
struct StaleTokenBreakTests {
  @Test func aControllerKeepingItsOwnLastInputBesideTheModelKeepsMVC() throws {
    let exercise = try #require(ExerciseCatalog.exercise(named: "stale-token"))
    let model = try #require(
      exercise.pattern.flatMap { try IntendedModel.named($0, packageRoot: packageRoot) })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stale-token-break-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: packageRoot + "/" + exercise.solutionPath), to: scratch)
    let file = scratch.appendingPathComponent("CalculatorViewController.swift")
    let text = try String(contentsOf: file, encoding: .utf8)
    let declaration = "  private let model: Calculator\n"
    try #require(text.contains(declaration))
    let broken = text.replacingOccurrences(
      of: declaration, with: declaration + "  private var lastInput = \"\"\n")
    try broken.write(to: file, atomically: true, encoding: .utf8)
    let known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
    let items = try ExerciseCheck.patternItems(model, folder: scratch.path, known: known)
    #expect(!items.isEmpty)
    #expect(items.filter { !$0.passed }.map(\.subject) == [])
  }
}
