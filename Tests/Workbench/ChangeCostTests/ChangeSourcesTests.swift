import ArchitectureCatalog
import ArchitectureDescriptor
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
    // The catalogue's architectures: each has a patch of every change, except one the change's
    // NOT-IMPLEMENTED names (with why), which must have none.
    let architectures = Catalog.architectures.map {
      (name: $0.name, folder: String($0.sourcePath.dropFirst("Sources/Architectures/".count)))
    }
    #expect(architectures.count == 12)
    let changes = ChangeRequest.all(packageRoot: root)
    #expect(changes.count >= 5)
    for change in changes {
      let sources = ChangeSources(change: change, packageRoot: root)
      let missing = Set(change.notImplemented(packageRoot: root).map(\.architecture))
      #expect(missing.isSubset(of: architectures.map(\.name)), "\(change.name): \(missing)")
      do {
        let folders = try sources.patchedFolders()
        for broken in try sources.brokenMutants() { Issue.record("\(broken.description)") }
        for architecture in architectures {
          #expect(
            (folders["Sources/Architectures/\(architecture.folder)"] != nil)
              != missing.contains(architecture.name),
            "\(change.name) has no patch of \(architecture.folder), or one NOT-IMPLEMENTED denies")
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
    let saved = try sources.save(baseCommit: "abc1234")
    // MVC's patch is written anew too: its header now records the base commit.
    #expect(
      saved.written == [
        "Scenarios/Changes/undo/patches/MVC.patch", "Scenarios/Changes/undo/patches/MVP.patch",
      ])
    #expect(saved.removed.isEmpty)
    #expect(!sources.isBeingEdited)
    let patch = try #require(Self.read(fixture, "Scenarios/Changes/undo/patches/MVP.patch"))
    #expect(patch.contains("Base: abc1234\n"))
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

  /// A hostile pass found `changes edit undo` then `changes save undo`, with no edit, rewriting
  /// all 24 of undo's patches: each one's `Base:` line, to the commit checked out.
  @Test func aSaveWithNoEditLeavesAPatchThatRecordsABase() throws {
    let fixture = try Self.sevenLines()
    let patchPath = "Scenarios/Changes/undo/patches/MVC.patch"
    let patch = try #require(Self.read(fixture, patchPath))
    try fixture.write(patchPath, "Base: c1c1c1c\n" + patch)
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    _ = try sources.edit(extra: [])
    let once = try sources.save(baseCommit: "d2d2d2d")
    #expect(once.written == [patchPath])
    let recorded = try #require(Self.read(fixture, patchPath))
    // Its header was not save's own, so it is written once, with the commit checked out.
    #expect(recorded.contains("Base: d2d2d2d\n"))
    _ = try sources.edit(extra: [])
    #expect(try sources.save(baseCommit: "e3e3e3e").written.isEmpty)
    #expect(Self.read(fixture, patchPath) == recorded)
  }

  @Test func refreshMergesThreeWaysWithTheBaseThePatchWasMadeFrom() throws {
    let fixture = try Self.sevenLines()
    // Record the base the patch was made from, then edit the base within the hunk's context.
    let patchPath = "Scenarios/Changes/undo/patches/MVC.patch"
    let patch = try #require(Self.read(fixture, patchPath))
    try fixture.write(patchPath, "Base: c1c1c1c\n" + patch)
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb\nc\nD\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(throws: ChangeSourcesError.self) { try sources.patchedFolders() }
    let results = try sources.refresh(baseCommit: "c2c2c2c") { commit, path in
      commit == "c1c1c1c" && path == "Sources/Architectures/MVC/Controller.swift"
        ? "a\nb\nc\nd\ne\nf\ng\n" : nil
    }
    #expect(results == [.merged(patch: patchPath)])
    #expect(!sources.isBeingEdited)
    let folders = try sources.patchedFolders()
    #expect(folders["Sources/Architectures/MVC"]?["Controller.swift"] == "a\nB\nc\nD\ne\nf\ng\n")
    #expect(Self.read(fixture, patchPath)?.contains("Base: c2c2c2c\n") == true)
  }

  @Test func refreshLeavesAConflictMarkedForEditing() throws {
    let fixture = try Self.sevenLines()
    let patchPath = "Scenarios/Changes/undo/patches/MVC.patch"
    let patch = try #require(Self.read(fixture, patchPath))
    try fixture.write(patchPath, "Base: c1c1c1c\n" + patch)
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "a\nb2\nc\nd\ne\nf\ng\n")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let results = try sources.refresh(baseCommit: "c2c2c2c") { _, _ in "a\nb\nc\nd\ne\nf\ng\n" }
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
    #expect(Self.read(fixture, patchPath) == "Base: c1c1c1c\n" + patch)
  }

  // MARK: - Paths from files stay inside the package

  /// A patch adding `name` with one line, `x`.
  static func addition(of name: String) -> String {
    "diff --git a/\(name) b/\(name)\nnew file mode 100644\n--- /dev/null\n+++ b/\(name)\n"
      + "@@ -0,0 +1 @@\n+x\n"
  }

  /// A patch path climbing out of the change's folder is refused where the patch names it, and
  /// nothing is written anywhere.
  @Test func aPatchPathWithDotDotIsRefusedAtItsLineAndNothingIsWritten() throws {
    let fixture = try Self.sevenLines()
    let climbing = "Sources/Architectures/MVC/../../../../../../victim.txt"
    try fixture.write("Scenarios/Changes/undo/patches/MVC.patch", Self.addition(of: climbing))
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.materialize() }
    #expect(
      error?.description
        == "Scenarios/Changes/undo/patches/MVC.patch:1:12: error: '\(climbing)' names '..', "
        + "which could lead outside the package")
    #expect(!FileManager.default.fileExists(atPath: fixture.path + "/victim.txt"))
    #expect(!FileManager.default.fileExists(atPath: fixture.path + "/" + sources.folder))
  }

  /// Another change's patch naming `Sources/../..` never reaches a change being edited: its
  /// marker and its unsaved edit stay, and nothing of the package's parent is read.
  @Test func anotherChangeNeverTouchesAChangeBeingEdited() throws {
    let fixture = try Self.sevenLines()
    let undo = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    _ = try undo.edit(extra: [])
    let edited = undo.made("Sources/Architectures/MVC/Controller.swift")
    try fixture.write(edited, "my unsaved edit\n")
    try fixture.write("Scenarios/Changes/other/README.md", "# other")
    try fixture.write(
      "Scenarios/Changes/other/patches/MVC.patch", Self.addition(of: "Sources/../../zz.swift"))
    let other = ChangeSources(change: ChangeRequest(name: "other"), packageRoot: fixture.path)
    for _ in 0..<3 {
      #expect(throws: ChangeSourcesError.self) { try other.materialize() }
    }
    #expect(undo.isBeingEdited)
    #expect(Self.read(fixture, edited) == "my unsaved edit\n")
    #expect(FolderSync.folders(in: fixture.path + "/" + ChangeSources.root) == ["undo"])
  }

  /// A target folder of the package that is a symbolic link out of it is refused, never read.
  @Test func aFolderLinkedOutOfThePackageIsRefused() throws {
    let fixture = try Self.sevenLines()
    let outside = try TemporaryFolder()
    try outside.write("Controller.swift", "a\nb\nc\nd\ne\nf\ng\n")
    try FileManager.default.removeItem(atPath: fixture.path + "/Sources/Architectures/MVC")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path + "/Sources/Architectures/MVC", withDestinationPath: outside.path)
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.materialize() }
    #expect(error?.path == "Scenarios/Changes/undo/patches/MVC.patch")
    #expect(error?.line == 3)
    #expect(
      error?.reason
        == "'Sources/Architectures/MVC/Controller.swift' is reached through the symbolic link "
        + "'\(fixture.path)/Sources/Architectures/MVC', which leads outside '\(fixture.path)'")
  }

  /// A symbolic link planted in a change's folder, leading to another change's, is refused:
  /// nothing is written through it.
  @Test func aLinkInTheChangesFolderIsNotWrittenThrough() throws {
    let fixture = try Self.sevenLines()
    try fixture.write(".build/change-sources/other/EDITING", "editing\n")
    try fixture.write(".build/change-sources/other/MVC/Controller.swift", "mine\n")
    try FileManager.default.createDirectory(
      atPath: fixture.path + "/.build/change-sources/undo/Sources/Architectures",
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path + "/.build/change-sources/undo/Sources/Architectures/MVC",
      withDestinationPath: fixture.path + "/.build/change-sources/other/MVC")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.materialize() }
    #expect(error?.reason.contains("is reached through the symbolic link") == true)
    #expect(Self.read(fixture, ".build/change-sources/other/MVC/Controller.swift") == "mine\n")
  }

  /// A malformed patch is named once, at the parser's place: no `A.patch: error: A.patch:2:1:`.
  @Test func aMalformedPatchIsNamedOnceWithItsPlace() throws {
    let fixture = try Self.sevenLines()
    try fixture.write(
      "Scenarios/Changes/undo/patches/MVC.patch", "--- a/f\n+++ b/f\n@@ -1 +x @@\n"
    )
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.patches() }
    #expect(
      error?.description
        == "Scenarios/Changes/undo/patches/MVC.patch:3:8: error: malformed hunk header; "
        + "expected a number")
  }

  /// A file a patch makes larger than the cost of change reads is refused in the patch's name,
  /// at its file's line, not in the name of the copy under `.build`.
  @Test func aFileTooLargeIsNamedInThePatch() throws {
    let fixture = try Self.sevenLines()
    let lines = SwiftFolder.mostLines + 1
    let big = "Sources/Architectures/MVC/Big.swift"
    try fixture.write(
      "Scenarios/Changes/undo/patches/MVC.patch",
      "Change request 'undo'.\n\ndiff --git a/\(big) b/\(big)\nnew file mode 100644\n"
        + "--- /dev/null\n+++ b/\(big)\n@@ -0,0 +1,\(lines) @@\n"
        + String(repeating: "+x\n", count: lines))
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.materialize() }
    #expect(
      error?.description
        == "Scenarios/Changes/undo/patches/MVC.patch:3:1: error: makes '\(big)' larger than a "
        + "source file may be (at most 20000 lines and 1 MiB)")
  }

  /// A patch file, or the change's folder, linked out of the package is never read: what it
  /// holds could show in the errors.
  @Test(arguments: ["Scenarios/Changes/undo/patches/MVC.patch", "Scenarios/Changes/undo"])
  func aPatchLinkedOutOfThePackageIsNotRead(link: String) throws {
    let fixture = try Self.sevenLines()
    let outside = try TemporaryFolder()
    try FileManager.default.moveItem(
      atPath: fixture.path + "/" + link, toPath: outside.path + "/moved")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path + "/" + link, withDestinationPath: outside.path + "/moved")
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.patches() }
    #expect(
      error?.reason
        == "'Scenarios/Changes/undo/patches/MVC.patch' is reached through the symbolic link "
        + "'\(fixture.path)/\(link)', which leads outside '\(fixture.path)'")
  }

  /// Saving never writes a patch through a patches folder linked out of the package.
  @Test func saveNeverWritesThroughALinkOut() throws {
    let fixture = try Self.sevenLines()
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    _ = try sources.edit(extra: [])
    try fixture.write(sources.made("Sources/Architectures/MVC/Controller.swift"), "edited\n")
    let outside = try TemporaryFolder()
    let patches = fixture.path + "/" + sources.patchesFolder
    try FileManager.default.removeItem(atPath: patches)
    try FileManager.default.createSymbolicLink(atPath: patches, withDestinationPath: outside.path)
    #expect(throws: ChangeSourcesError.self) { try sources.save(baseCommit: nil) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
  }

  /// Two patches of one folder are refused: each is applied to the base, so one would be lost.
  @Test func twoPatchesOfOneFolderAreRefused() throws {
    let fixture = try Self.sevenLines()
    try fixture.write(
      "Scenarios/Changes/undo/patches/Alpha.patch",
      Self.addition(of: "Sources/Architectures/MVC/Extra.swift"))
    let sources = ChangeSources(change: ChangeRequest(name: "undo"), packageRoot: fixture.path)
    let error = #expect(throws: ChangeSourcesError.self) { try sources.materialize() }
    #expect(
      error?.description
        == "Scenarios/Changes/undo/patches/MVC.patch:3:1: error: changes "
        + "Sources/Architectures/MVC, which Scenarios/Changes/undo/patches/Alpha.patch changes "
        + "too; a folder has one patch")
  }
}
