import Diagnostics
import Foundation
import ScenarioLanguage
import Testing
import WorkbenchTestSupport

@Suite struct ScenarioLibraryTests {
  @Test func findsEveryScenarioUnderADirectorySortedByPath() throws {
    let folder = try TemporaryFolder()
    try folder.write("b.scenario", "clear input")
    try folder.write("a.scenario", "clear input")
    try folder.write("nested/deeper/c.scenario", "clear input")
    try folder.write("notes.txt", "not a scenario")
    try folder.write("a.scenario.orig", "not a scenario")
    let files = try ScenarioLibrary.scenarioFiles(at: [folder.path])
    #expect(
      files == [
        folder.path + "/a.scenario", folder.path + "/b.scenario",
        folder.path + "/nested/deeper/c.scenario",
      ])
    #expect(try ScenarioLibrary.scenarioFiles(at: [folder.path + "/"]) == files)
  }

  @Test func skipsTheChangeRequestsFolderUnlessItIsNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("base.scenario", "clear input")
    try folder.write("Changes/undo/tap.scenario", "clear input")
    try folder.write("nested/Changes/x.scenario", "clear input")
    #expect(
      try ScenarioLibrary.scenarioFiles(at: [folder.path]) == [folder.path + "/base.scenario"])
    #expect(
      try ScenarioLibrary.scenarioFiles(at: [folder.path + "/Changes"]) == [
        folder.path + "/Changes/undo/tap.scenario"
      ])
    #expect(
      try ScenarioLibrary.scenarioFiles(at: [folder.path + "/Changes/undo"]) == [
        folder.path + "/Changes/undo/tap.scenario"
      ])
  }

  @Test func skipsAnotherScreensFolderUnlessItIsNamed() throws {
    let folder = try TemporaryFolder()
    try folder.write("base.scenario", "clear input")
    try folder.write("temperature-converter/SCREEN.md", "# Screen: temperature-converter")
    try folder.write("temperature-converter/a.scenario", "clear celsiusTextField")
    try folder.write("notes/README.md", "not a screen")
    try folder.write("notes/b.scenario", "clear input")
    #expect(
      try ScenarioLibrary.scenarioFiles(at: [folder.path]) == [
        folder.path + "/base.scenario", folder.path + "/notes/b.scenario",
      ])
    #expect(
      try ScenarioLibrary.scenarioFiles(at: [folder.path + "/temperature-converter"]) == [
        folder.path + "/temperature-converter/a.scenario"
      ])
  }

  @Test func takesAFilePathAsIsAndKeepsTheOrderOfPaths() throws {
    let folder = try TemporaryFolder()
    try folder.write("z.txt", "clear input")
    try folder.write("dir/a.scenario", "clear input")
    let files = try ScenarioLibrary.scenarioFiles(at: [
      folder.path + "/z.txt", folder.path + "/dir",
    ])
    #expect(files == [folder.path + "/z.txt", folder.path + "/dir/a.scenario"])
  }

  /// A hostile pass found `run x.scenario x.scenario` (or `Scenarios Scenarios/x.scenario`)
  /// running one scenario twice, as two rows of one name.
  @Test func listsAFileNamedTwiceOnceAtItsFirstPlace() throws {
    let folder = try TemporaryFolder()
    try folder.write("dir/a.scenario", "clear input")
    try folder.write("dir/b.scenario", "clear input")
    let a = folder.path + "/dir/a.scenario"
    let b = folder.path + "/dir/b.scenario"
    #expect(try ScenarioLibrary.scenarioFiles(at: [a, a]) == [a])
    #expect(try ScenarioLibrary.scenarioFiles(at: [b, folder.path + "/dir"]) == [b, a])
    let spelledOtherwise = folder.path + "/dir/./a.scenario"
    #expect(try ScenarioLibrary.scenarioFiles(at: [spelledOtherwise, a]) == [spelledOtherwise])
  }

  @Test func rejectsAMissingPath() throws {
    let folder = try TemporaryFolder()
    let missing = folder.path + "/missing"
    #expect(throws: UnreadablePathError(path: missing, reason: "no such file or directory")) {
      try ScenarioLibrary.scenarioFiles(at: [missing])
    }
  }

  @Test func readsAndParsesAFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("sum.scenario", "# Sums.\ntype input \"1,2\"\n")
    let scenario = try ScenarioParser.parse(contentsOf: folder.path + "/sum.scenario")
    #expect(scenario.name == "sum")
    #expect(scenario.description == "Sums.")
    #expect(scenario.steps == [Step(line: 2, directive: .type(.input, "1,2"))])
  }

  @Test func tellsAnUnreadableFileFromAMalformedOne() throws {
    let folder = try TemporaryFolder()
    #expect(
      throws: UnreadablePathError(path: folder.path + "/none", reason: "no such file or directory")
    ) {
      try ScenarioParser.parse(contentsOf: folder.path + "/none")
    }
    #expect(
      throws: UnreadablePathError(path: folder.path, reason: "is a directory, not a scenario file")
    ) {
      try ScenarioParser.parse(contentsOf: folder.path)
    }
    try folder.write("bad.scenario", "clear")
    #expect(throws: MalformedScenarioError.self) {
      try ScenarioParser.parse(contentsOf: folder.path + "/bad.scenario")
    }
  }

  @Test func loadsScenariosAndCollectsTheErrorsOfEveryFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.scenario", "clear inptu")
    try folder.write("b.scenario", "clear input")
    try folder.write("c.scenario", "clear\nclear toke")
    do {
      _ = try ScenarioLibrary.loadScenarios(at: [folder.path])
      Issue.record("malformed files loaded")
    } catch let malformed as MalformedScenarioError {
      #expect(
        malformed.diagnostics.map {
          "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.column)"
        }
          == ["a.scenario:1:7", "c.scenario:1:6", "c.scenario:2:7"])
    }
    try folder.write("a.scenario", "clear input")
    try folder.write("c.scenario", "clear token")
    let scenarios = try ScenarioLibrary.loadScenarios(at: [folder.path])
    #expect(scenarios.map(\.name) == ["a", "b", "c"])
  }

  @Test func stopsAtTheFileThatTakesTheRunOverItsEvents() throws {
    let folder = try TemporaryFolder()
    let twoMillion = "delete input 1000000\ndelete token 1000000\n"
    try folder.write("a.scenario", twoMillion)
    try folder.write("b.scenario", twoMillion)
    try folder.write("c.scenario", "clear input\n\n" + twoMillion)
    try folder.write("d.scenario", "clear inptu")
    #expect(
      try ScenarioLibrary.loadScenarios(at: [
        folder.path + "/a.scenario", folder.path + "/b.scenario",
      ]).count == 2)
    do {
      _ = try ScenarioLibrary.loadScenarios(at: [folder.path])
      Issue.record("a run over the limit loaded")
    } catch let malformed as MalformedScenarioError {
      // c's first directive crosses the bound; d, malformed, is not read at all.
      #expect(
        malformed.diagnostics.map {
          "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.column)"
        }
          == ["c.scenario:1:1"])
      #expect(
        malformed.diagnostics.first?.message
          == "this file takes the run's scenarios over 4000000 events in all")
    }
  }

  @Test func findsNothingInAnEmptyFolderAndSaysSo() throws {
    let folder = try TemporaryFolder()
    try folder.write("notes.txt", "not a scenario")
    #expect(
      throws: UnreadablePathError(path: folder.path, reason: "no *.scenario file in this folder")
    ) {
      try ScenarioLibrary.scenarioFiles(at: [folder.path])
    }
  }

  @Test func namesADanglingLinkAmongTheScenarios() throws {
    let folder = try TemporaryFolder()
    try folder.write("a.scenario", "clear input")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/b.scenario", withDestinationPath: "gone.scenario")
    #expect(
      throws: UnreadablePathError(
        path: folder.path + "/b.scenario", reason: "dangling symbolic link to 'gone.scenario'")
    ) {
      try ScenarioLibrary.scenarioFiles(at: [folder.path])
    }
  }

  // MARK: The bundled scenarios

  static let bundledFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")
    .path

  @Test func bundledScenariosAreDescribedAndCheckSomething() throws {
    let scenarios = try ScenarioLibrary.loadScenarios(at: [Self.bundledFolder])
    #expect(scenarios.count >= 25)
    for scenario in scenarios {
      #expect(!scenario.description.isEmpty, "\(scenario.name) has no description")
      let expectations = scenario.steps.filter {
        if case .expect = $0.directive { return true }
        return false
      }
      #expect(expectations.count >= 3, "\(scenario.name) checks too little")
    }
  }

  @Test func theTutorialExampleTypesTheTokenFirstThenTheInputKeyByKey() throws {
    let scenario = try ScenarioParser.parse(
      contentsOf: Self.bundledFolder + "/tutorial-example.scenario")
    let edits = scenario.steps.map(\.directive).filter {
      if case .expect = $0 { return false }
      return true
    }
    #expect(
      edits == [
        .type(.token, ","), .type(.input, "1"), .type(.input, ","), .type(.input, "2"),
        .type(.input, ","), .type(.input, "3"),
      ])
  }
}
