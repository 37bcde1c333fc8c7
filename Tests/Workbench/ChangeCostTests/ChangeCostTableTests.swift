import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct ChangeCostTableTests {
  /// A package with two architectures, one change implemented in one of them, and a shared
  /// layer the change touched.
  static func package() throws -> TemporaryFolder {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try fixture.write("Sources/MVC/Controller.swift", "final class Controller {\n}\n")
    try fixture.write("Sources/MVP/Presenter.swift", "final class Presenter {\n}\n")
    try fixture.write("Tests/MVPTests/PresenterTests.swift", "import Testing\n")
    try fixture.write(
      "Sources/Architectures/Changes/Undo/MVP/Presenter.swift",
      "final class Presenter {\n  var history: [String] = []\n}\n")
    try fixture.write(
      "Tests/Architectures/Changes/Undo/MVPTests/PresenterTests.swift",
      "import Testing\n@Test func undoes() {}\n")
    try fixture.write("Sources/ViewKit/Label.swift", "final class Label {\n}\n")
    try fixture.write(
      "Sources/Shared/Changes/Undo/ViewKit/Label.swift", "final class Label {\n}\n")
    try fixture.write(
      "Sources/Shared/Changes/Undo/ViewKit/Button.swift", "final class Button {\n}\n")
    return fixture
  }

  @Test func measuresEachImplementationAndMarksTheMissingOnes() throws {
    let fixture = try Self.package()
    let table = try ChangeCostTable.measure(
      [("MVC", "Sources/MVC"), ("MVP", "Sources/MVP")], packageRoot: fixture.path)
    let change = try #require(table.changes.first)
    #expect(table.changes.map(\.name) == ["undo"])
    #expect(change.architectures.map(\.architecture) == ["MVC", "MVP"])
    #expect(change.architectures[0].cost == nil)
    let mvp = try #require(change.architectures[1].cost)
    #expect(mvp.codeLinesAdded == 1)
    #expect(mvp.rolesTouched == 1)
    #expect(mvp.testLinesAdded == 1)
    #expect(change.architectures[1].implementation == "Sources/Architectures/Changes/Undo/MVP")
  }

  @Test func measuresASharedLayerOnItsOwnLine() throws {
    let fixture = try Self.package()
    let table = try ChangeCostTable.measure([("MVP", "Sources/MVP")], packageRoot: fixture.path)
    let shared = try #require(table.changes.first?.shared.first)
    #expect(shared.target == "ViewKit")
    #expect(shared.base == "Sources/ViewKit")
    #expect(shared.cost.filesAdded == 1)
    #expect(shared.cost.typesAdded == 1)
    #expect(shared.cost.filesTouched == 0)
  }

  @Test(arguments: [
    ("Sources/MVP", "Tests/MVPTests"),
    ("Sources/Architectures/MVP", "Tests/Architectures/MVPTests"),
  ])
  func findsTheTestsThatMirrorASourceFolder(source: String, tests: String) {
    #expect(ChangeCostTable.tests(of: source) == tests)
  }
}
