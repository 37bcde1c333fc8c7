import ChangePatches
import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct ChangeCostTableTests {
  /// A package with two architectures, one change implemented in one of them (a patch of its
  /// folder and one of its tests), and a shared layer the change touched.
  static func package() throws -> TemporaryFolder {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "final class Controller {\n}\n")
    try fixture.write("Sources/Architectures/MVP/Presenter.swift", "final class Presenter {\n}\n")
    try fixture.write("Tests/Architectures/MVPTests/PresenterTests.swift", "import Testing\n")
    try fixture.write("Sources/Shared/ViewKit/Label.swift", "final class Label {\n}\n")
    try writePatch(
      in: fixture, change: "undo", folder: "Sources/Architectures/MVP",
      files: [
        "Presenter.swift": (
          "final class Presenter {\n}\n",
          "final class Presenter {\n  var history: [String] = []\n}\n"
        )
      ])
    try writePatch(
      in: fixture, change: "undo", folder: "Tests/Architectures/MVPTests",
      files: [
        "PresenterTests.swift": ("import Testing\n", "import Testing\n@Test func undoes() {}\n")
      ])
    try writePatch(
      in: fixture, change: "undo", folder: "Sources/Shared/ViewKit",
      files: ["Button.swift": (nil, "final class Button {\n}\n")])
    return fixture
  }

  /// Writes the patch of `folder` for `change`: each file's text before and after.
  static func writePatch(
    in fixture: TemporaryFolder, change: String, folder: String,
    files: [String: (before: String?, after: String?)]
  ) throws {
    let patches = files.keys.sorted().compactMap { name in
      FilePatch.make(
        oldPath: files[name]?.before == nil ? nil : folder + "/" + name,
        old: files[name]?.before ?? nil,
        newPath: files[name]?.after == nil ? nil : folder + "/" + name,
        new: files[name]?.after ?? nil)
    }
    let name = (folder as NSString).lastPathComponent
    try fixture.write(
      "Scenarios/Changes/\(change)/patches/\(name).patch",
      PatchFile(header: ["Change request '\(change)'.", ""], files: patches).text)
  }

  @Test func measuresEachImplementationAndMarksTheMissingOnes() throws {
    let fixture = try Self.package()
    let table = try ChangeCostTable.measure(
      [("MVC", "Sources/Architectures/MVC"), ("MVP", "Sources/Architectures/MVP")],
      packageRoot: fixture.path)
    let change = try #require(table.changes.first)
    #expect(table.changes.map(\.name) == ["undo"])
    #expect(change.architectures.map(\.architecture) == ["MVC", "MVP"])
    #expect(change.architectures[0].cost == nil)
    let mvp = try #require(change.architectures[1].cost)
    #expect(mvp.codeLinesAdded == 1)
    #expect(mvp.rolesTouched == 1)
    #expect(mvp.testLinesAdded == 1)
    #expect(change.architectures[1].implementation == "Scenarios/Changes/undo/patches/MVP.patch")
  }

  @Test func measuresASharedLayerOnItsOwnLine() throws {
    let fixture = try Self.package()
    let table = try ChangeCostTable.measure(
      [("MVP", "Sources/Architectures/MVP")], packageRoot: fixture.path)
    let shared = try #require(table.changes.first?.shared.first)
    #expect(shared.target == "ViewKit")
    #expect(shared.base == "Sources/Shared/ViewKit")
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
