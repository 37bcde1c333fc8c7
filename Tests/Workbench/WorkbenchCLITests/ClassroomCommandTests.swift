import ArchitectureDescriptor
import Foundation
import Testing
import WorkbenchCLI
import WorkbenchLab

/// `workbench exercise`, `play --script` and `new-architecture`, as a student meets them.
@MainActor
struct ClassroomCommandTests {
  @Test func exerciseListAsJSONListsAtLeastSixExercises() throws {
    let output = workbench(["exercise", "list", "--format", "json"])
    #expect(output.exitCode == .success)
    let listed = try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
    let exercises = try #require(listed as? [[String: Any]])
    #expect(exercises.count >= 6)
    #expect(exercises.allSatisfy { ($0["hints"] as? Int ?? 0) >= 2 })
  }

  @Test(arguments: ["stale-token", "retain-cycle"])
  func checkExitsOneWithAHintUnlessSolvedAndZeroOnTheSolution(name: String) async throws {
    // The real executable, run from the package root, as a student runs it. The student's copy
    // may be solved or not: either way the exit code and the words agree.
    let student = try await shell(#""$WORKBENCH" exercise check "# + name)
    if student.status == 1 {
      #expect(student.standardOutput.contains("\nHint: "))
      #expect(student.standardOutput.contains("Not solved yet"))
    } else {
      #expect(student.status == 0)
      #expect(student.standardOutput.contains("Solved:"))
    }
    let solved = try await shell(#""$WORKBENCH" exercise check --solution "# + name)
    #expect(solved.status == 0)
    #expect(
      solved.standardOutput.hasSuffix("Solved: every scenario, rule and the leak check pass.\n"))
  }

  @Test func aStudentsScreenIsTracedBesideAWorkingOneByTheExercisesName() async throws {
    let output = try await shell(
      #""$WORKBENCH" trace Scenarios/token-changed-after-input.scenario "#
        + "--architectures MVC,stale-token")
    #expect(output.status == 0)
    #expect(output.standardOutput.contains("\nstale-token: event 11"))
    // How many messages the student's screen sends depends on whether it is repaired yet.
    #expect(
      output.standardOutput.contains(
        "stale-token: event 11 (line 16, replaceText(with: \"\") in token): "))
  }

  @Test func anExercisesNameIsAcceptedWhereverAnArchitecturesIs() {
    let run = workbench([
      "run", fixture("pass/sum.scenario"), "--architectures", "MVC,stale-token", "--no-timing",
    ])
    #expect(run.exitCode != .usage)
    #expect(run.standardOutput.contains("2 show") || run.standardOutput.contains("stale-token"))
    let facts = workbench(["facts", "--architectures", "retain-cycle"])
    #expect(facts.exitCode == .success)
    #expect(facts.standardOutput.contains("retain-cycle"))
    let play = workbench(["play", "--architecture", "stale-token", "--script", "1"])
    #expect(play.exitCode == .success)
    #expect(play.standardOutput.hasPrefix("workbench play: stale-token"))
  }

  @Test func hintsAreProgressiveAndBounded() {
    let first = workbench(["exercise", "hint", "retain-cycle"])
    #expect(first.standardOutput.hasPrefix("Hint 1 of 3 for retain-cycle:"))
    #expect(first.standardOutput.contains("workbench exercise hint retain-cycle 2"))
    let last = workbench(["exercise", "hint", "retain-cycle", "3"])
    #expect(!last.standardOutput.contains("More:"))
    #expect(workbench(["exercise", "hint", "retain-cycle", "4"]).exitCode == .usage)
  }

  @Test func everyExerciseTextFitsOneHundredColumns() {
    let names = ["stale-token", "retain-cycle", "presenter-touches-kit", "view-model-owns-view"]
    var outputs = [workbench(["exercise", "list"]), workbench(["help", "exercise"])]
    for name in names + ["reducer-side-effect", "massive-to-mvc"] {
      outputs.append(workbench(["exercise", "show", name]))
      outputs += (1...3).map { workbench(["exercise", "hint", name, "\($0)"]) }
    }
    for output in outputs {
      for line in output.standardOutput.split(separator: "\n") {
        #expect(line.count <= 100, "\(line)")
      }
    }
  }

  @Test func anUnknownExerciseIsAUsageErrorWithASuggestion() {
    let output = workbench(["exercise", "show", "stale-tokn"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("did you mean 'stale-token'?"))
  }

  @Test func playShowsTheResultAndThePresentersMessages() {
    let output = workbench(["play", "--architecture", "MVP", "--script", #",\t1,2,40"#])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("> input   [1,2,40]\n  result  43\n"))
    #expect(
      output.standardOutput.contains(#"Presenter → CalculatorViewController: setResultText("43")"#))
  }

  @Test func playBackspaceAndSwitchingArchitectureKeepTheText() {
    let output = workbench(["play", "--script", #",\t1,2,45\b0\n"#])
    #expect(output.standardOutput.contains("workbench play: MVP"))
    #expect(output.standardOutput.contains("  result  43\n"))
    #expect(output.standardOutput.contains("typed the 9 events so far again"))
  }

  @Test func aSavedSessionNamesEveryArchitectureItRanOn() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-\(UUID().uuidString).scenario").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = workbench([
      "play", "--architecture", "MVP", "--save", path, "--script", #",\t1,2\n\s"#,
    ])
    #expect(output.exitCode == .success)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.hasPrefix("# Played on MVP then MVVM with 'workbench play'"))
    #expect(saved.contains("what MVVM showed last"))
  }

  @Test func theTemplateIsDocumentedAndItsCatalogueEntryIsSorted() {
    let catalog = """
      import MVC
      import VIPER
      public import ArchitectureDescriptor

      public enum Catalog {
        public static let architectures: [Architecture] = [
          Architecture(name: "MVC"),
        ]
      }
      """
    let updated = WorkbenchLab.templateCatalog(catalog, adding: "MyPattern")
    #expect(updated?.contains("import MVC\nimport MyPattern\nimport VIPER\n") == true)
    #expect(updated?.contains("MyPattern.CalculatorScreen.makeRootViewController),\n  ]") == true)
  }
}
