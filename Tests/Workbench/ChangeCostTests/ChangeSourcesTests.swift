import ChangePatches
import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct ChangeSourcesTests {
  /// The package this test belongs to: four folders up from this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The text of `path` under `fixture`.
  static func read(_ fixture: TemporaryFolder, _ path: String) -> String? {
    FileManager.default.contents(atPath: fixture.path + "/" + path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  /// A base file of seven lines, and a change that edits its second line.
  static func sevenLines() throws -> TemporaryFolder {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb\nc\nd\ne\nf\ng\n")
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "undo", folder: "Sources/Architectures/MVC",
      files: ["Controller.swift": ("a\nb\nc\nd\ne\nf\ng\n", "a\nB\nc\nd\ne\nf\ng\n")])
    return fixture
  }

  @Test func everyChangeAppliesToThePackageAsItIsAndCoversEveryArchitecture() throws {
    let root = Self.packageRoot
    let architectures = try FileManager.default.contentsOfDirectory(
      atPath: root + "/Sources/Architectures"
    ).filter { !$0.hasPrefix(".") }
    #expect(architectures.count == 9)
    let changes = ChangeRequest.all(packageRoot: root)
    #expect(changes.count >= 5)
    for change in changes {
      let sources = ChangeSources(change: change, packageRoot: root)
      do {
        let folders = try sources.patchedFolders()
        for broken in try sources.brokenMutants() { Issue.record("\(broken.description)") }
        for architecture in architectures {
          #expect(
            folders["Sources/Architectures/\(architecture)"] != nil,
            "\(change.name) has no patch of \(architecture)")
        }
      } catch {
        Issue.record("\(error.description)")
      }
    }
  }

  @Test func makesEachPatchedFolderAndRewritesOnlyWhatDiffers() throws {
    let fixture = try Self.sevenLines()
    try fixture.write("Sources/Architectures/MVC/Model.swift", "struct Model {}\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(try sources.materialize() == ["Sources/Architectures/MVC"])
    let made = sources.made("Sources/Architectures/MVC")
    #expect(Self.read(fixture, made + "/Controller.swift") == "a\nB\nc\nd\ne\nf\ng\n")
    #expect(Self.read(fixture, made + "/Model.swift") == "struct Model {}\n")
    let model = fixture.path + "/" + made + "/Model.swift"
    let before = try FileManager.default.attributesOfItem(atPath: model)[.modificationDate] as? Date
    Thread.sleep(forTimeInterval: 0.02)
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb\nc\nd\ne\nf\ng\nh\n")
    try sources.materialize()
    let after = try FileManager.default.attributesOfItem(atPath: model)[.modificationDate] as? Date
    #expect(before == after)
    #expect(Self.read(fixture, made + "/Controller.swift") == "a\nB\nc\nd\ne\nf\ng\nh\n")
  }

  @Test func aBaseEditAwayFromAHunkIsAbsorbedAtAnOffset() throws {
    let fixture = try Self.sevenLines()
    try fixture.write(
      "Sources/Architectures/MVC/Controller.swift", "x\ny\nz\na\nb\nc\nd\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let folders = try sources.patchedFolders()
    #expect(
      folders["Sources/Architectures/MVC"]?["Controller.swift"] == "x\ny\nz\na\nB\nc\nd\ne\nf\ng\n")
  }

  @Test func aBaseEditAPatchCannotAbsorbNamesThePatchTheFileAndTheHunk() throws {
    let fixture = try Self.sevenLines()
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb\nC\nd\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect {
      try sources.materialize()
    } throws: { error in
      let description = (error as? ChangeSourcesError)?.description ?? ""
      return description.hasPrefix("Scenarios/Changes/undo/patches/MVC.patch: error:")
        && description.contains("Sources/Architectures/MVC/Controller.swift")
        && description.contains("hunk 1 of 1 (@@ -1,5 +1,5 @@)")
        && description.contains("changes refresh --changes undo")
    }
  }

  @Test func aMalformedPatchIsAPositionedError() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try fixture.write(
      "Scenarios/Changes/undo/patches/MVC.patch",
      "--- a/Sources/Architectures/MVC/X.swift\n+++ b/Sources/Architectures/MVC/X.swift\n"
        + "@@ -1,2 +1,2 @@\n?junk\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect {
      try sources.materialize()
    } throws: { error in
      (error as? ChangeSourcesError)?.description.contains(
        "Scenarios/Changes/undo/patches/MVC.patch:4:") == true
    }
  }

  @Test func aPatchOfTwoFoldersIsRefused() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    let patches = [
      FilePatch.make(
        oldPath: nil, old: nil, newPath: "Sources/Architectures/MVC/A.swift", new: "a\n"),
      FilePatch.make(
        oldPath: nil, old: nil, newPath: "Sources/Architectures/MVP/B.swift", new: "b\n"),
    ].compactMap { $0 }
    try fixture.write(
      "Scenarios/Changes/undo/patches/MVC.patch", PatchFile(header: [], files: patches).text)
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(throws: ChangeSourcesError.self) { try sources.patches() }
  }

  @Test func editAndSaveWriteTheEditsBackAsThePatch() throws {
    let fixture = try Self.sevenLines()
    try fixture.write("Sources/Architectures/MVP/Presenter.swift", "p\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let made = try sources.edit(extra: ["Sources/Architectures/MVP"])
    #expect(!made.kept)
    #expect(made.folders == ["Sources/Architectures/MVC", "Sources/Architectures/MVP"])
    #expect(sources.isBeingEdited)
    // The edits are kept: making the folders again leaves them.
    try fixture.write(sources.made("Sources/Architectures/MVP/Presenter.swift"), "p\nq\n")
    try sources.materialize()
    #expect(
      Self.read(fixture, sources.made("Sources/Architectures/MVP/Presenter.swift")) == "p\nq\n")
    let saved = try sources.save(baseCommit: "abc123")
    // MVC's patch is written anew too: its header now records the base commit.
    #expect(
      saved.written == [
        "Scenarios/Changes/undo/patches/MVC.patch", "Scenarios/Changes/undo/patches/MVP.patch",
      ])
    #expect(saved.removed.isEmpty)
    #expect(!sources.isBeingEdited)
    let patch = try #require(Self.read(fixture, "Scenarios/Changes/undo/patches/MVP.patch"))
    #expect(patch.contains("Base: abc123\n"))
    #expect(patch.contains("+q\n"))
    // Undoing an edit removes the patch that is now empty.
    _ = try sources.edit(extra: [])
    try fixture.write(
      sources.made("Sources/Architectures/MVC/Controller.swift"), "a\nb\nc\nd\ne\nf\ng\n")
    #expect(
      try sources.save(baseCommit: nil).removed == ["Scenarios/Changes/undo/patches/MVC.patch"])
  }

  /// `sevenLines` with a mutant of its MVC implementation that edits line five, made against
  /// the implementation as its patch leaves it.
  static func sevenLinesWithAMutant() throws -> TemporaryFolder {
    let fixture = try sevenLines()
    let mutant = try #require(
      FilePatch.make(
        oldPath: "Sources/Architectures/MVC/Controller.swift", old: "a\nB\nc\nd\ne\nf\ng\n",
        newPath: "Sources/Architectures/MVC/Controller.swift", new: "a\nB\nc\nd\nE\nf\ng\n"))
    try fixture.write(
      "Scenarios/Changes/undo/patches/mutants/Stale.patch",
      PatchFile(header: ["The mutant Stale.", ""], files: [mutant]).text)
    return fixture
  }

  @Test func makesEachMutantFromTheImplementationItMutates() throws {
    let fixture = try Self.sevenLinesWithAMutant()
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let folders = try sources.patchedFolders()
    #expect(
      folders["Sources/Classroom/Mutants/Changes/Undo/Stale"]?["Controller.swift"]
        == "a\nB\nc\nd\nE\nf\ng\n")
    #expect(try sources.brokenMutants().isEmpty)
  }

  @Test func aMutantThatNoLongerAppliesIsLeftOutWithoutStoppingTheChange() throws {
    let fixture = try Self.sevenLinesWithAMutant()
    let mutant = "Sources/Classroom/Mutants/Changes/Undo/Stale/Controller.swift"
    let before = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    try before.materialize()
    #expect(Self.read(fixture, before.made(mutant)) == "a\nB\nc\nd\nE\nf\ng\n")
    // The implementation's patch edited the lines the mutant's patch has as context.
    try ChangeCostTableTests.writePatch(
      in: fixture, change: "undo", folder: "Sources/Architectures/MVC",
      files: ["Controller.swift": ("a\nb\nc\nd\ne\nf\ng\n", "a\nB\nc\nD2\ne\nF2\ng\n")])
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(try sources.materialize() == ["Sources/Architectures/MVC"])
    #expect(
      Self.read(fixture, sources.made("Sources/Architectures/MVC/Controller.swift"))
        == "a\nB\nc\nD2\ne\nF2\ng\n")
    // The mutant made before is gone, not built from the implementation it no longer fits.
    #expect(Self.read(fixture, sources.made(mutant)) == nil)
    let broken = try sources.brokenMutants()
    #expect(broken.map(\.path) == ["Scenarios/Changes/undo/patches/mutants/Stale.patch"])
    #expect(broken.first?.reason.hasPrefix("is the mutant Stale, left out") == true)
    // Editing and saving the change keeps the mutant's patch for its author to make anew.
    _ = try sources.edit(extra: [])
    #expect(try sources.save(baseCommit: nil).removed.isEmpty)
    #expect(Self.read(fixture, "Scenarios/Changes/undo/patches/mutants/Stale.patch") != nil)
  }

  @Test func refreshMergesThreeWaysWithTheBaseThePatchWasMadeFrom() throws {
    let fixture = try Self.sevenLines()
    // Record the base the patch was made from, then edit the base within the hunk's context.
    let patchPath = "Scenarios/Changes/undo/patches/MVC.patch"
    let patch = try #require(Self.read(fixture, patchPath))
    try fixture.write(patchPath, "Base: c1\n" + patch)
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb\nc\nD\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(throws: ChangeSourcesError.self) { try sources.patchedFolders() }
    let results = try sources.refresh(baseCommit: "c2") { commit, path in
      commit == "c1" && path == "Sources/Architectures/MVC/Controller.swift"
        ? "a\nb\nc\nd\ne\nf\ng\n" : nil
    }
    #expect(results == [.merged(patch: patchPath)])
    #expect(!sources.isBeingEdited)
    let folders = try sources.patchedFolders()
    #expect(folders["Sources/Architectures/MVC"]?["Controller.swift"] == "a\nB\nc\nD\ne\nf\ng\n")
    #expect(Self.read(fixture, patchPath)?.contains("Base: c2\n") == true)
  }

  @Test func refreshLeavesAConflictMarkedForEditing() throws {
    let fixture = try Self.sevenLines()
    let patchPath = "Scenarios/Changes/undo/patches/MVC.patch"
    let patch = try #require(Self.read(fixture, patchPath))
    try fixture.write(patchPath, "Base: c1\n" + patch)
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb2\nc\nd\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let results = try sources.refresh(baseCommit: "c2") { _, _ in "a\nb\nc\nd\ne\nf\ng\n" }
    guard case .conflict(let path, let reason) = results.first else {
      Issue.record("expected a conflict, got \(results)")
      return
    }
    #expect(path == patchPath)
    #expect(reason.contains("1 conflict"))
    #expect(sources.isBeingEdited)
    let edited = Self.read(fixture, sources.made("Sources/Architectures/MVC/Controller.swift"))
    #expect(edited?.contains("<<<<<<<") == true)
    // The patch itself is left as it was until the conflict is resolved and saved.
    #expect(Self.read(fixture, patchPath) == "Base: c1\n" + patch)
  }
}
