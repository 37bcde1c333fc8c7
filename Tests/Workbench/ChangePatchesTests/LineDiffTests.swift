import Testing

@testable import ChangePatches

@Suite struct LineDiffTests {
  @Test func identicalArraysAreAllKept() {
    #expect(
      LineDiff.edits(from: ["a", "b"], to: ["a", "b"]) == [
        .keep(oldIndex: 0, newIndex: 0), .keep(oldIndex: 1, newIndex: 1),
      ])
  }

  @Test func emptySidesAreAllInsertedOrAllDeleted() {
    #expect(
      LineDiff.edits(from: [String](), to: ["a", "b"]) == [
        .insert(newIndex: 0), .insert(newIndex: 1),
      ])
    #expect(LineDiff.edits(from: ["a"], to: [String]()) == [.delete(oldIndex: 0)])
    #expect(LineDiff.edits(from: [String](), to: [String]()).isEmpty)
  }

  @Test func aChangedMiddleLineIsOneDeletionThenOneInsertion() {
    #expect(
      LineDiff.edits(from: ["a", "b", "c"], to: ["a", "x", "c"]) == [
        .keep(oldIndex: 0, newIndex: 0), .delete(oldIndex: 1), .insert(newIndex: 1),
        .keep(oldIndex: 2, newIndex: 2),
      ])
  }

  @Test func myersPaperExampleCostsFive() {
    // "ABCABBA" to "CBABAC" is the example of Myers' paper: D = 5, LCS length 4.
    let old = Array("ABCABBA")
    let new = Array("CBABAC")
    let counts = LineDiff.counts(from: old, to: new)
    #expect(counts.added == 2)
    #expect(counts.removed == 3)
  }

  @Test func editsOfEquatableOnlyElementsAreMinimal() {
    struct Token: Equatable {
      var name: String
    }
    let old = ["a", "b", "c", "a", "b", "b", "a"].map(Token.init)
    let new = ["c", "b", "a", "b", "a", "c"].map(Token.init)
    let edits = LineDiff.edits(from: old, to: new)
    #expect(edits.filter { if case .keep = $0 { true } else { false } }.count == 4)
    #expect(rebuild(new: new, from: old, with: edits) == new)
  }

  @Test func keptLinesEqualTheLongestCommonSubsequenceOnRandomInputs() {
    var random = SplitMix64(seed: 2026)
    for _ in 0..<500 {
      let old = (0..<Int.random(in: 0...25, using: &random)).map { _ in
        Int.random(in: 0..<4, using: &random)
      }
      let new = (0..<Int.random(in: 0...25, using: &random)).map { _ in
        Int.random(in: 0..<4, using: &random)
      }
      let edits = LineDiff.edits(from: old, to: new)
      let kept = edits.filter { if case .keep = $0 { true } else { false } }.count
      #expect(kept == lcsLength(old, new), "\(old) -> \(new)")
      #expect(rebuild(new: new, from: old, with: edits) == new, "\(old) -> \(new)")
      #expect(isOrderedScript(edits, oldCount: old.count, newCount: new.count))
    }
  }

  @Test func aCostLimitAlwaysGivesAValidScriptAndIsMinimalWhenItSaysSo() {
    var random = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        Int.random(in: 0..<3, using: &random)
      }
      let new = (0..<Int.random(in: 0...20, using: &random)).map { _ in
        Int.random(in: 0..<3, using: &random)
      }
      let limit = Int.random(in: 0...12, using: &random)
      let script = LineDiff.script(from: old, to: new, maximumCost: limit)
      let minimalCost = old.count + new.count - 2 * lcsLength(old, new)
      #expect(rebuild(new: new, from: old, with: script.edits) == new)
      #expect(isOrderedScript(script.edits, oldCount: old.count, newCount: new.count))
      #expect(
        script.exceededMaximumCost == (minimalCost > limit), "\(old) -> \(new), limit \(limit)")
      if !script.exceededMaximumCost { #expect(script.added + script.removed == minimalCost) }
    }
  }

  @Test func equatableAndHashablePathsAgreeOnCost() {
    struct Token: Equatable {
      var value: Int
    }
    var random = SplitMix64(seed: 7)
    for _ in 0..<100 {
      let old = (0..<20).map { _ in Int.random(in: 0..<3, using: &random) }
      let new = (0..<20).map { _ in Int.random(in: 0..<3, using: &random) }
      let hashed = LineDiff.counts(from: old, to: new)
      let compared = LineDiff.counts(from: old.map(Token.init), to: new.map(Token.init))
      #expect(hashed == compared)
    }
  }

  @Test func aCostPastTheLimitGivesUpAndReplacesTheMiddle() {
    let old = ["same", "a", "b", "c", "d", "end"]
    let new = ["same", "w", "x", "y", "z", "end"]
    let script = LineDiff.script(from: old, to: new, maximumCost: 3)
    #expect(script.exceededMaximumCost)
    #expect(script.added == 4 && script.removed == 4)
    #expect(script.edits.first == .keep(oldIndex: 0, newIndex: 0))
    #expect(script.edits.last == .keep(oldIndex: 5, newIndex: 5))
    #expect(rebuild(new: new, from: old, with: script.edits) == new)
  }

  @Test func aCostWithinTheLimitIsMinimal() {
    let old = ["a", "b", "c", "d", "e", "f"]
    let new = ["a", "c", "d", "x", "e", "f"]
    let script = LineDiff.script(from: old, to: new, maximumCost: 2)
    #expect(!script.exceededMaximumCost)
    #expect(script.added == 1 && script.removed == 1)
  }

  @Test func totallyDifferentInputsHaveTheFullCost() {
    let old = (0..<2000).map { "old \($0)" }
    let new = (0..<2000).map { "new \($0)" }
    let counts = LineDiff.counts(from: old, to: new)
    #expect(counts.added == 2000 && counts.removed == 2000)
  }

  @Test func fewChangesInALargeArrayCostOnlyThoseChanges() {
    var old = (0..<20_000).map { "line \($0)" }
    var new = old
    new[100] = "changed"
    new.insert("inserted", at: 10_000)
    new.remove(at: 15_000)
    old[19_999] = "last old"
    let counts = LineDiff.counts(from: old, to: new)
    #expect(counts.added == 3 && counts.removed == 3)
  }

  // MARK: - Helpers

  private func lcsLength(_ old: [Int], _ new: [Int]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  private func rebuild<T: Equatable>(new: [T], from old: [T], with edits: [LineDiff.Edit]) -> [T] {
    edits.compactMap { edit in
      switch edit {
      case .keep(let oldIndex, let newIndex): old[oldIndex] == new[newIndex] ? old[oldIndex] : nil
      case .delete: nil
      case .insert(let newIndex): new[newIndex]
      }
    }
  }

  private func isOrderedScript(_ edits: [LineDiff.Edit], oldCount: Int, newCount: Int) -> Bool {
    var nextOld = 0
    var nextNew = 0
    for edit in edits {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        guard oldIndex == nextOld && newIndex == nextNew else { return false }
        nextOld += 1
        nextNew += 1
      case .delete(let oldIndex):
        guard oldIndex == nextOld else { return false }
        nextOld += 1
      case .insert(let newIndex):
        guard newIndex == nextNew else { return false }
        nextNew += 1
      }
    }
    return nextOld == oldCount && nextNew == newCount
  }
}
