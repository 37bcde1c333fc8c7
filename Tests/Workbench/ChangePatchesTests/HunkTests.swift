import Testing

@testable import ChangePatches

@Suite struct HunkTests {
  @Test func headerLeavesOutCountsOfOneAndKeepsEmptyRanges() {
    let single = Hunk(oldStart: 4, oldCount: 1, newStart: 4, newCount: 2, lines: [])
    #expect(single.header == "@@ -4 +4,2 @@")
    let addition = Hunk(oldStart: 0, oldCount: 0, newStart: 1, newCount: 3, lines: [])
    #expect(addition.header == "@@ -0,0 +1,3 @@")
  }

  @Test func aMarkerFollowsTheLastLineOfEachSideWithoutNewline() {
    let hunk = Hunk(
      oldStart: 1, oldCount: 2, newStart: 1, newCount: 2,
      lines: [.context("a"), .removed("b"), .added("c")],
      oldEndsWithoutNewline: true, newEndsWithoutNewline: true)
    #expect(
      hunk.patchLines == [
        "@@ -1,2 +1,2 @@", " a", "-b", Hunk.noNewlineMarker, "+c", Hunk.noNewlineMarker,
      ])
  }

  @Test func aSharedLastLineWithoutNewlineGetsOneMarker() {
    let hunk = Hunk(
      oldStart: 1, oldCount: 2, newStart: 1, newCount: 2,
      lines: [.removed("a"), .added("b"), .context("z")],
      oldEndsWithoutNewline: true, newEndsWithoutNewline: true)
    #expect(hunk.patchLines == ["@@ -1,2 +1,2 @@", "-a", "+b", " z", Hunk.noNewlineMarker])
  }

  @Test func sidesListTheirLinesInOrder() {
    let hunk = Hunk(
      oldStart: 1, oldCount: 2, newStart: 1, newCount: 2,
      lines: [.context("a"), .removed("b"), .added("c")])
    #expect(hunk.oldLines == ["a", "b"])
    #expect(hunk.newLines == ["a", "c"])
  }
}
