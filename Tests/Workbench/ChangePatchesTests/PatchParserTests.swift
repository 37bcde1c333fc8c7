import Diagnostics
import Testing

@testable import ChangePatches

@Suite struct PatchParserTests {
  /// Written by GNU `diff -u a/calc.txt b/calc.txt` (diffutils), pasted as is.
  private let gnuDiff = """
    --- a/calc.txt	2026-11-26 21:09:41.803493629 +0000
    +++ b/calc.txt	2026-11-26 21:09:41.803493629 +0000
    @@ -1,6 +1,6 @@
     one
     two
    -three
    +THREE
     four
     five
     six
    @@ -8,3 +8,4 @@
     eight
     nine
     ten
    +eleven
    \\ No newline at end of file

    """

  @Test func aPatchWrittenByGNUDiffApplies() throws {
    let patch = try PatchFile(parsing: gnuDiff, path: "gnu.patch")
    let file = try #require(patch.files.first)
    #expect(file.oldPath == "calc.txt" && file.newPath == "calc.txt")
    let old = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n"
    #expect(
      try file.applied(to: old)
        == "one\ntwo\nTHREE\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven")
  }

  @Test func aTreeWrittenByDiffRuNAddsAndDeletesByTheEpochDate() throws {
    let text = """
      diff -ruN a/new.txt b/new.txt
      --- a/new.txt	1970-01-01 00:00:00.000000000 +0000
      +++ b/new.txt	2026-11-26 21:09:41.803493629 +0000
      @@ -0,0 +1,2 @@
      +fresh
      +file
      diff -ruN a/old.txt b/old.txt
      --- a/old.txt	2026-11-26 21:09:41.803493629 +0000
      +++ b/old.txt	1970-01-01 01:00:00.000000000 +0100
      @@ -1 +0,0 @@
      -gone

      """
    let patch = try PatchFile(parsing: text, path: "tree.patch")
    #expect(patch.files.map(\.oldPath) == [nil, "old.txt"])
    #expect(patch.files.map(\.newPath) == ["new.txt", nil])
    #expect(try patch.files[0].applied(to: nil) == "fresh\nfile\n")
    #expect(try patch.files[1].applied(to: "gone\n") == nil)
  }

  @Test func aPatchWrittenByGitDiffIsRead() throws {
    let text = """
      diff --git a/crlf.txt b/crlf.txt
      index 0aa0f34..1525a06 100644
      --- a/crlf.txt
      +++ b/crlf.txt
      @@ -1,2 +1,2 @@
       x\r
      -y\r
      +z\r
      diff --git a/del.txt b/del.txt
      deleted file mode 100644
      index b023018..0000000
      --- a/del.txt
      +++ /dev/null
      @@ -1 +0,0 @@
      -bye
      diff --git a/empty.txt b/empty.txt
      new file mode 100644
      index 0000000..e69de29
      diff --git a/with space.txt b/with space.txt
      new file mode 100644
      index 0000000..3e75765
      --- /dev/null
      +++ b/with space.txt\t
      @@ -0,0 +1 @@
      +new

      """
    let patch = try PatchFile(parsing: text, path: "git.patch")
    #expect(patch.files.map(\.path) == ["crlf.txt", "del.txt", "empty.txt", "with space.txt"])
    #expect(try patch.files[0].applied(to: "x\r\ny\r\n") == "x\r\nz\r\n")
    #expect(try patch.files[1].applied(to: "bye\n") == nil)
    #expect(patch.files[2] == FilePatch(oldPath: nil, newPath: "empty.txt", hunks: []))
    #expect(try patch.files[2].applied(to: nil) == "")
    #expect(try patch.files[3].applied(to: nil) == "new\n")
  }

  @Test func quotedGitPathsAreUnquoted() throws {
    let text = """
      diff --git "a/caf\\303\\251.txt" "b/caf\\303\\251.txt"
      new file mode 100644
      --- /dev/null
      +++ "b/caf\\303\\251.txt"
      @@ -0,0 +1 @@
      +x

      """
    let patch = try PatchFile(parsing: text, path: "p")
    #expect(patch.files.map(\.path) == ["caf\u{E9}.txt"])
  }

  @Test func headerLinesBeforeTheFirstFileAreKept() throws {
    let patch = try PatchFile(parsing: "Change: undo\nBase: abc1234\n\n" + gnuDiff, path: "p")
    #expect(patch.header == ["Change: undo", "Base: abc1234", ""])
    #expect(patch.files.count == 1)
  }

  @Test func anEmptyLineInAHunkIsAnEmptyContextLine() throws {
    let text = "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n\n-b\n+c\n"
    let patch = try PatchFile(parsing: text, path: "p")
    #expect(
      patch.files[0].hunks[0].lines == [.context("a"), .context(""), .removed("b"), .added("c")])
  }

  @Test(arguments: [
    (
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n+d\n", 7, 1,
      "hunk has more lines than its header '@@ -1,2 +1,2 @@' counts (2 old, 2 new)"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n-a\n-b\n+c\n+d\n", 5, 1,
      "hunk has more lines than its header '@@ -1 +1,2 @@' counts (1 old, 2 new)"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+c\n", 7, 1,
      "hunk ends after 2 of its 3 old lines and 2 of its 3 new lines"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n*b\n+c\n", 5, 1,
      "unexpected line in a hunk; expected a line starting with ' ', '-', '+' or '\\' "
        + "(hunk at line 3)"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1,2 +x1,2 @@\n", 3, 10,
      "malformed hunk header; expected a number"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1 +1\n-a\n+b\n", 3, 9,
      "malformed hunk header; expected ' @@' in '@@ -a,b +c,d @@'"
    ),
    (
      "diff --git a/f b/f\nindex 1..2 100644\n--- a/f\n+++ b/f\n", 1, 1,
      "the patch of 'f' has no hunks"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n--- a/f\n+++ b/f\n@@ -5 +5 @@\n-a\n+b\n", 6, 1,
      "'f' is patched a second time (first at line 1)"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\ntrailing words\n", 6, 1,
      "unexpected line after a hunk; expected '@@', 'diff --git' or '---', or a hunk count "
        + "is too small"
    ),
    (
      "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n-a\n\\ No newline at end of file\n-b\n+c\n+d\n", 6, 1,
      "a line after '\\ No newline at end of file' on the same side of a hunk"
    ),
    (
      "diff --git a/f b/f\nGIT binary patch\nliteral 0\n", 2, 1,
      "binary patches are not supported"
    ),
    (
      "--- /dev/null\n+++ /dev/null\n@@ -0,0 +0,0 @@\n", 1, 1,
      "both sides of a file patch are /dev/null"
    ),
    (
      "--- /dev/null\n+++ b/Sources/A/MVC/../../../../victim.txt\n@@ -0,0 +1 @@\n+x\n", 2, 5,
      "'Sources/A/MVC/../../../../victim.txt' names '..', which could lead outside the package"
    ),
    (
      "diff --git a/Sources/../../zz.swift b/Sources/../../zz.swift\nnew file mode 100644\n", 1,
      12, "'Sources/../../zz.swift' names '..', which could lead outside the package"
    ),
    (
      "diff --git a/f b/g\nrename from f\nrename to ../g\n", 3, 11,
      "'../g' names '..', which could lead outside the package"
    ),
    (
      "Base: --output=/tmp/x/\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n", 1, 7,
      "'Base:' names '--output=/tmp/x/', not a commit ID (7 to 64 hexadecimal digits)"
    ),
    (
      "Base: abc12\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n", 1, 7,
      "'Base:' names 'abc12', not a commit ID (7 to 64 hexadecimal digits)"
    ),
  ])
  func malformedPatchesAreRejectedWithLineAndColumn(
    text: String, line: Int, column: Int, reason: String
  ) {
    let error = #expect(throws: PatchSyntaxError.self) {
      try PatchFile(parsing: text, path: "bad.patch")
    }
    #expect(
      error == PatchSyntaxError(path: "bad.patch", line: line, column: column, reason: reason))
  }

  /// Paths are normalised as they are read (`.` and empty components dropped), and the line
  /// where each file's patch starts is kept for later messages, outside the patch's value.
  @Test func pathsAreNormalisedAndEachFilesStartLineIsKept() throws {
    let text =
      "Base: 0123abc\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n"
      + "--- a/./Sources//x\n+++ b/./Sources//x\n@@ -1 +1 @@\n-a\n+b\n"
    let patch = try PatchFile(parsing: text, path: "p")
    #expect(patch.files.map(\.path) == ["f", "Sources/x"])
    #expect(patch.startLines == ["f": 2, "Sources/x": 7])
    #expect(patch.baseCommit == "0123abc")
    #expect(patch == PatchFile(header: patch.header, files: patch.files))
  }

  @Test func omittedHunkCountsMeanOne() throws {
    let patch = try PatchFile(
      parsing: "--- a/f\n+++ b/f\n@@ -3 +3 @@ func f()\n-a\n+b\n", path: "p")
    let hunk = try #require(patch.files.first?.hunks.first)
    #expect((hunk.oldStart, hunk.oldCount, hunk.newStart, hunk.newCount) == (3, 1, 3, 1))
  }

  @Test func aSignatureAfterTheLastFileIsIgnored() throws {
    let text = "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n-- \n2.39.5\n"
    #expect(try PatchFile(parsing: text, path: "p").files.count == 1)
  }

  @Test func aPureRenameIsReadFromItsRenameLines() throws {
    let text = """
      diff --git a/Old.swift b/New.swift
      similarity index 100%
      rename from Old.swift
      rename to New.swift

      """
    let patch = try PatchFile(parsing: text, path: "p")
    #expect(patch.files == [FilePatch(oldPath: "Old.swift", newPath: "New.swift", hunks: [])])
    #expect(try PatchFile(parsing: patch.text, path: "p") == patch)
  }

  @Test func aHunkFarFromItsHeaderLineIsStillFound() throws {
    let patch = try PatchFile(
      parsing: "--- a/f\n+++ b/f\n@@ -99999999 +99999999 @@\n-a\n+b\n", path: "p")
    let application = try patch.files[0].appliedWithOffsets(to: "x\na\n")
    #expect(application == FilePatch.Application(text: "x\nb\n", offsets: [1 - 99_999_998]))
  }
}
