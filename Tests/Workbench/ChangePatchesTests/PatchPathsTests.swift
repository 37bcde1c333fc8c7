import Testing

@testable import ChangePatches

@Suite struct PatchPathsTests {
  @Test func theFirstComponentIsDropped() {
    #expect(PatchPaths.withoutFirstComponent("a/Sources/X.swift") == "Sources/X.swift")
    #expect(PatchPaths.withoutFirstComponent("plain.txt") == "plain.txt")
  }

  @Test func aTabEndsThePathAndTheDateAfterItMayBeTheEpoch() {
    let epoch = PatchPaths.sideLine("a/x.txt\t1969-12-31 19:00:00.000000000 -0500")
    #expect(epoch?.path == "a/x.txt")
    #expect(epoch?.isEpoch == true)
    let later = PatchPaths.sideLine("a/x.txt\t1970-01-01 00:00:01.000000000 +0000")
    #expect(later?.isEpoch == false)
    #expect(PatchPaths.sideLine("b/with space.txt\t")?.path == "b/with space.txt")
  }

  @Test func gitDiffLinesWithSpacesSplitWhereTheNamesAgree() {
    let paths = PatchPaths.gitDiffLine("a/x b/y.txt b/x b/y.txt")
    #expect(paths?.old == "x b/y.txt" && paths?.new == "x b/y.txt")
    let renamed = PatchPaths.gitDiffLine("a/old.txt b/new.txt")
    #expect(renamed?.old == "old.txt" && renamed?.new == "new.txt")
  }

  @Test func quotedNamesDecodeEscapesAndOctalBytes() {
    #expect(PatchPaths.unquoted("\"a/tab\\there\\\"\"") == "a/tab\there\"")
    #expect(PatchPaths.unquoted("\"a/caf\\303\\251\"") == "a/caf\u{E9}")
    #expect(PatchPaths.unquoted("\"unterminated") == nil)
  }
}
