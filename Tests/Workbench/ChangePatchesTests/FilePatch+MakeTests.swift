import Foundation
import Testing

@testable import ChangePatches

@Suite struct FilePatchMakeTests {
  private let ten = (1...10).map { "line \($0)\n" }.joined()

  @Test func identicalTextsMakeNoPatch() {
    #expect(FilePatch.make(oldPath: "A", old: "x\n", newPath: "A", new: "x\n") == nil)
    #expect(FilePatch.make(oldPath: nil, old: nil, newPath: nil, new: nil) == nil)
  }

  @Test func canonicallyEquivalentTextsStillMakeAPatch() {
    let patch = FilePatch.make(oldPath: "A", old: "\u{E9}\n", newPath: "A", new: "e\u{301}\n")
    #expect(patch?.hunks.count == 1)
  }

  @Test func oneChangeGetsThreeLinesOfContextAsDiffU() throws {
    let new = ten.replacingOccurrences(of: "line 5\n", with: "five\n")
    let patch = try #require(FilePatch.make(oldPath: "T", old: ten, newPath: "T", new: new))
    #expect(
      patch.hunks.flatMap(\.patchLines) == [
        "@@ -2,7 +2,7 @@", " line 2", " line 3", " line 4", "-line 5", "+five", " line 6",
        " line 7", " line 8",
      ])
  }

  @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() throws {
    let lines = (1...20).map { "line \($0)" }
    func patch(changing first: Int, and second: Int) throws -> FilePatch {
      var new = lines
      new[first] = "changed"
      new[second] = "changed too"
      return try #require(
        FilePatch.make(
          oldPath: "T", old: lines.joined(separator: "\n") + "\n", newPath: "T",
          new: new.joined(separator: "\n") + "\n"))
    }
    #expect(try patch(changing: 3, and: 10).hunks.count == 1)
    #expect(try patch(changing: 3, and: 11).hunks.count == 2)
  }

  @Test func aHunkWithoutContextWritesTheLineBeforeAnEmptyRange() throws {
    let patch = try #require(
      FilePatch.make(oldPath: "T", old: "a\nb\n", newPath: "T", new: "a\nx\nb\n", context: 0))
    #expect(patch.hunks.map(\.header) == ["@@ -1,0 +2 @@"])
    let top = try #require(
      FilePatch.make(oldPath: "T", old: "a\n", newPath: "T", new: "x\na\n", context: 0))
    #expect(top.hunks.map(\.header) == ["@@ -0,0 +1 @@"])
  }

  @Test func addingANewlineAtTheEndChangesTheLastLine() throws {
    let patch = try #require(FilePatch.make(oldPath: "T", old: "a\nb", newPath: "T", new: "a\nb\n"))
    #expect(
      patch.hunks.flatMap(\.patchLines) == [
        "@@ -1,2 +1,2 @@", " a", "-b", Hunk.noNewlineMarker, "+b",
      ])
  }

  @Test func anAddedFileIsOneHunkFromDevNull() throws {
    let patch = try #require(FilePatch.make(oldPath: nil, old: nil, newPath: "N", new: "x\ny\n"))
    #expect(patch.oldPath == nil && patch.newPath == "N")
    #expect(patch.hunks.map(\.header) == ["@@ -0,0 +1,2 @@"])
  }

  @Test func aDeletedEmptyFileHasNoHunks() throws {
    let patch = try #require(FilePatch.make(oldPath: "E", old: "", newPath: nil, new: nil))
    #expect(patch == FilePatch(oldPath: "E", newPath: nil, hunks: []))
  }

  @Test func theHunksOfALargeFileAreTheChangedPlacesOnly() throws {
    let old = (1...5000).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 1000\n", with: "x\n")
      .replacingOccurrences(of: "line 4000\n", with: "")
    let patch = try #require(FilePatch.make(oldPath: "L", old: old, newPath: "L", new: new))
    #expect(patch.hunks.map(\.header) == ["@@ -997,7 +997,7 @@", "@@ -3997,7 +3997,6 @@"])
  }

  @Test func aCostLimitStillMakesAPatchThatApplies() throws {
    let old = (1...50).map { "old \($0)\n" }.joined()
    let new = (1...50).map { "new \($0)\n" }.joined()
    let patch = try #require(
      FilePatch.make(oldPath: "L", old: old, newPath: "L", new: new, maximumCost: 10))
    #expect(try patch.applied(to: old) == new)
  }
}
