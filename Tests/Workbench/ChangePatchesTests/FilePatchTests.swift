import Testing

@testable import ChangePatches

@Suite struct FilePatchTests {
  private let hunk = Hunk(
    oldStart: 1, oldCount: 1, newStart: 1, newCount: 1, lines: [.removed("a"), .added("b")])

  @Test func aModifiedFileIsWrittenAsGitDoes() {
    let patch = FilePatch(oldPath: "Sources/X.swift", newPath: "Sources/X.swift", hunks: [hunk])
    #expect(
      patch.patchLines == [
        "diff --git a/Sources/X.swift b/Sources/X.swift", "--- a/Sources/X.swift",
        "+++ b/Sources/X.swift", "@@ -1 +1 @@", "-a", "+b",
      ])
  }

  @Test func anAddedOrDeletedFileHasAModeLineAndDevNull() {
    let added = FilePatch(
      oldPath: nil, newPath: "N.swift",
      hunks: [Hunk(oldStart: 0, oldCount: 0, newStart: 1, newCount: 1, lines: [.added("x")])])
    #expect(
      added.patchLines == [
        "diff --git a/N.swift b/N.swift", "new file mode 100644", "--- /dev/null",
        "+++ b/N.swift", "@@ -0,0 +1 @@", "+x",
      ])
    let deleted = FilePatch(oldPath: "D.swift", newPath: nil, hunks: [])
    #expect(deleted.patchLines == ["diff --git a/D.swift b/D.swift", "deleted file mode 100644"])
    #expect(deleted.path == "D.swift" && deleted.isDeletion && !deleted.isAddition)
  }

  @Test func aMovedFileIsWrittenWithRenameLines() {
    let moved = FilePatch(oldPath: "A.swift", newPath: "B.swift", hunks: [])
    #expect(
      moved.patchLines == [
        "diff --git a/A.swift b/B.swift", "rename from A.swift", "rename to B.swift",
      ])
  }
}
