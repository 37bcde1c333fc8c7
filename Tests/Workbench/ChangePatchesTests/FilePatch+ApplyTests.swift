import Foundation
import Testing

@testable import ChangePatches

@Suite struct FilePatchApplyTests {
  private let base = (1...30).map { "line \($0)\n" }.joined()

  private func edited(_ text: String, _ edits: [(String, String)]) -> String {
    edits.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  @Test func appliesToItsBaseWithNoOffsets() throws {
    let new = edited(base, [("line 5\n", "five\n"), ("line 25\n", "")])
    let patch = try #require(FilePatch.make(oldPath: "X", old: base, newPath: "X", new: new))
    let application = try patch.appliedWithOffsets(to: base)
    #expect(application == FilePatch.Application(text: new, offsets: [0, 0]))
  }

  @Test func appliesWithAnOffsetAfterLinesAreInsertedAbove() throws {
    let new = edited(base, [("line 10\n", "ten\n"), ("line 25\n", "twenty-five\n")])
    let patch = try #require(FilePatch.make(oldPath: "X", old: base, newPath: "X", new: new))
    let moved = "inserted 1\ninserted 2\n" + base
    let application = try patch.appliedWithOffsets(to: moved)
    #expect(application.offsets == [2, 2])
    #expect(application.text == "inserted 1\ninserted 2\n" + new)
  }

  @Test func eachHunkCarriesTheOffsetOfThePreviousOne() throws {
    let new = edited(base, [("line 3\n", "three\n"), ("line 25\n", "twenty-five\n")])
    let patch = try #require(FilePatch.make(oldPath: "X", old: base, newPath: "X", new: new))
    let moved = edited(base, [("line 15\n", "line 15\nextra a\nextra b\nextra c\n")])
    #expect(try patch.appliedWithOffsets(to: moved).offsets == [0, 3])
  }

  @Test func theNearestMatchWinsAndATiePrefersTheEarlierOne() throws {
    let patch = FilePatch(
      oldPath: "X", newPath: "X",
      hunks: [
        Hunk(
          oldStart: 5, oldCount: 1, newStart: 5, newCount: 1, lines: [.removed("m"), .added("M")])
      ])
    // Line 5 is expected; "m" is at lines 3 and 7, both two lines away.
    let text = "a\nb\nm\nc\nd\ne\nm\nf\n"
    let application = try patch.appliedWithOffsets(to: text)
    #expect(application.offsets == [-2])
    #expect(application.text == "a\nb\nM\nc\nd\ne\nm\nf\n")
    // With "m" also at line 6, one line away, that one wins.
    let nearer = try patch.appliedWithOffsets(to: "a\nb\nm\nc\nd\nm\nm\nf\n")
    #expect(nearer.offsets == [1])
  }

  @Test func aHunkNeverMatchesAboveThePreviousHunk() throws {
    let patch = FilePatch(
      oldPath: "X", newPath: "X",
      hunks: [
        Hunk(
          oldStart: 3, oldCount: 1, newStart: 3, newCount: 1, lines: [.removed("a"), .added("A")]),
        Hunk(
          oldStart: 4, oldCount: 1, newStart: 4, newCount: 1, lines: [.removed("b"), .added("B")]),
      ])
    // The only "b" sits above the "a" the first hunk takes.
    #expect(throws: PatchRejection.self) { try patch.applied(to: "x\nb\na\ny\n") }
    #expect(try patch.applied(to: "x\nb\na\nb\n") == "x\nb\nA\nB\n")
  }

  @Test func changedContextRejectsNamingTheFileAndTheHunk() throws {
    let new = edited(base, [("line 5\n", "five\n"), ("line 20\n", "twenty\n")])
    let patch = try #require(
      FilePatch.make(oldPath: "Sources/X.swift", old: base, newPath: "Sources/X.swift", new: new))
    let drifted = edited(base, [("line 19\n", "line nineteen\n")])
    let error = #expect(throws: PatchRejection.self) { try patch.applied(to: drifted) }
    #expect(error?.path == "Sources/X.swift")
    #expect(error?.hunkIndex == 2)
    #expect(error?.hunkHeader == "@@ -17,7 +17,7 @@")
    #expect(error?.hunkText == patch.hunks[1].text)
    #expect(
      error?.description
        == "Sources/X.swift: hunk 2 of 2 (@@ -17,7 +17,7 @@) does not apply: its context lines "
        + "are not in the file")
  }

  @Test func aMissingFinalNewlineIsPartOfTheContext() throws {
    let patch = try #require(FilePatch.make(oldPath: "X", old: "a\nb", newPath: "X", new: "a\nc"))
    #expect(try patch.applied(to: "a\nb") == "a\nc")
    #expect(throws: PatchRejection.self) { try patch.applied(to: "a\nb\n") }
  }

  @Test func addingAFileThatExistsIsRejected() throws {
    let patch = try #require(FilePatch.make(oldPath: nil, old: nil, newPath: "N", new: "x\n"))
    #expect(try patch.applied(to: nil) == "x\n")
    let error = #expect(throws: PatchRejection.self) { try patch.applied(to: "") }
    #expect(error?.hunkIndex == nil)
    #expect(error?.reason == "the patch adds the file, but it already exists")
  }

  @Test func deletingAMissingFileIsRejected() throws {
    let patch = try #require(FilePatch.make(oldPath: "D", old: "x\n", newPath: nil, new: nil))
    #expect(try patch.applied(to: "x\n") == nil)
    let error = #expect(throws: PatchRejection.self) { try patch.applied(to: nil) }
    #expect(error?.reason == "the file does not exist")
  }

  @Test func deletingAFileWithOtherContentIsRejected() throws {
    let patch = try #require(FilePatch.make(oldPath: "D", old: "x\n", newPath: nil, new: nil))
    #expect(throws: PatchRejection.self) { try patch.applied(to: "x\ny\n") }
    #expect(throws: PatchRejection.self) { try patch.applied(to: "z\n") }
    let empty = FilePatch(oldPath: "E", newPath: nil, hunks: [])
    #expect(try empty.applied(to: "") == nil)
    #expect(throws: PatchRejection.self) { try empty.applied(to: "content\n") }
  }

  @Test func crlfLinesMustMatchTheirCarriageReturns() throws {
    let patch = try #require(
      FilePatch.make(oldPath: "X", old: "a\r\nb\r\n", newPath: "X", new: "a\r\nc\r\n"))
    #expect(try patch.applied(to: "a\r\nb\r\n") == "a\r\nc\r\n")
    #expect(throws: PatchRejection.self) { try patch.applied(to: "a\nb\n") }
  }
}
