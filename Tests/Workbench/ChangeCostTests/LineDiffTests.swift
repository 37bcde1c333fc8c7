import Testing

@testable import ChangeCost

@Suite struct LineDiffTests {
  @Test(arguments: [
    ([], [], 0, 0),
    (["a", "b"], ["a", "b"], 0, 0),
    ([], ["a", "b"], 2, 0),
    (["a", "b"], [], 0, 2),
    (["a", "b", "c"], ["a", "c", "d"], 1, 1),
    (["a", "b", "c", "d"], ["a", "x", "c", "d", "e"], 2, 1),
    (["a", "b", "c"], ["c", "b", "a"], 2, 2),
  ])
  func countsTheLinesOfAShortestEditScript(
    old: [String], new: [String], added: Int, removed: Int
  ) {
    let counts = LineDiff.counts(from: old, to: new)
    #expect(counts.added == added)
    #expect(counts.removed == removed)
  }

  @Test func anEditedLineCountsOnceRemovedAndOnceAdded() {
    let counts = LineDiff.counts(from: ["let x = 1", "f()"], to: ["let x = 2", "f()"])
    #expect(counts.added == 1)
    #expect(counts.removed == 1)
  }

  @Test func repeatedLinesAreMatchedAsDiffMatchesThem() {
    let old = ["}", "}", "a", "}"]
    let new = ["}", "a", "}", "b", "}"]
    let counts = LineDiff.counts(from: old, to: new)
    // LCS is "}", "a", "}" (3 lines): one removed, two added.
    #expect(counts.removed == 1)
    #expect(counts.added == 2)
  }
}
