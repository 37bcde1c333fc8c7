import Testing

@testable import ChangePatches

@Suite struct ThreeWayMergeTests {
  private let original = "a\nb\nc\nd\ne\nf\ng\n"

  @Test func changesToDifferentLinesMergeCleanly() {
    let result = ThreeWayMerge.merge(
      original: original, ours: "A\nb\nc\nd\ne\nf\ng\n", theirs: "a\nb\nc\nd\ne\nf\nG\nh\n")
    #expect(result == ThreeWayMerge.Result(text: "A\nb\nc\nd\ne\nf\nG\nh\n", conflicts: 0))
  }

  @Test func changesToAdjacentLinesMergeCleanly() {
    let result = ThreeWayMerge.merge(
      original: original, ours: "a\nB\nc\nd\ne\nf\ng\n", theirs: "a\nb\nC\nd\ne\nf\ng\n")
    #expect(result == ThreeWayMerge.Result(text: "a\nB\nC\nd\ne\nf\ng\n", conflicts: 0))
  }

  @Test func theSameChangeOnBothSidesIsTakenOnce() {
    let changed = "a\nb\nX\nd\ne\nf\ng\n"
    let result = ThreeWayMerge.merge(original: original, ours: changed, theirs: changed)
    #expect(result == ThreeWayMerge.Result(text: changed, conflicts: 0))
  }

  @Test func differentChangesToTheSameLinesConflict() {
    let result = ThreeWayMerge.merge(
      original: original, ours: "a\nb\nOURS\nd\ne\nf\nG\n", theirs: "a\nb\nTHEIRS\nd\ne\nf\ng\n")
    #expect(
      result
        == ThreeWayMerge.Result(
          text: "a\nb\n<<<<<<< ours\nOURS\n=======\nTHEIRS\n>>>>>>> theirs\nd\ne\nf\nG\n",
          conflicts: 1))
  }

  @Test func aDeletionAgainstAnEditConflicts() {
    let result = ThreeWayMerge.merge(
      original: original, ours: "a\nb\nd\ne\nf\ng\n", theirs: "a\nb\nC\nd\ne\nf\ng\n")
    #expect(result.conflicts == 1)
    #expect(result.text == "a\nb\n<<<<<<< ours\n=======\nC\n>>>>>>> theirs\nd\ne\nf\ng\n")
  }

  @Test func twoConflictsAreCountedApart() {
    let result = ThreeWayMerge.merge(
      original: original, ours: "1\nb\nc\nd\ne\nf\n1\n", theirs: "2\nb\nc\nd\ne\nf\n2\n")
    #expect(result.conflicts == 2)
  }

  @Test func insertionsAtTheSamePlaceConflictUnlessEqual() {
    let ours = "a\nb\nc\nours\nd\ne\nf\ng\n"
    let theirs = "a\nb\nc\ntheirs\nd\ne\nf\ng\n"
    #expect(ThreeWayMerge.merge(original: original, ours: ours, theirs: theirs).conflicts == 1)
    #expect(
      ThreeWayMerge.merge(original: original, ours: ours, theirs: ours)
        == ThreeWayMerge.Result(text: ours, conflicts: 0))
  }

  @Test func oneUnchangedSideGivesTheOther() {
    let changed = "x\ny\n"
    #expect(
      ThreeWayMerge.merge(original: original, ours: original, theirs: changed)
        == ThreeWayMerge.Result(text: changed, conflicts: 0))
    #expect(
      ThreeWayMerge.merge(original: original, ours: changed, theirs: original)
        == ThreeWayMerge.Result(text: changed, conflicts: 0))
  }

  @Test func aMissingFinalNewlineSurvivesACleanMerge() {
    let result = ThreeWayMerge.merge(original: "a\nb", ours: "A\nb", theirs: "a\nB")
    #expect(result == ThreeWayMerge.Result(text: "A\nB", conflicts: 0))
    let conflict = ThreeWayMerge.merge(original: "a\nb", ours: "a\nb\n", theirs: "a\nB")
    #expect(conflict.conflicts == 1)
    #expect(conflict.text == "a\n<<<<<<< ours\nb\n=======\nB\n>>>>>>> theirs\n")
    let clean = ThreeWayMerge.merge(
      original: "a\nb\nc\nd", ours: "A\nb\nc\nd", theirs: "a\nb\nc\nD")
    #expect(clean == ThreeWayMerge.Result(text: "A\nb\nc\nD", conflicts: 0))
  }

  @Test func randomNonOverlappingEditsMergeToBothChanges() {
    var random = SplitMix64(seed: 33)
    for round in 0..<100 {
      let lines = (0..<20).map { "line \($0)" }
      var ours = lines
      var theirs = lines
      let first = Int.random(in: 0..<8, using: &random)
      let second = Int.random(in: 12..<20, using: &random)
      ours[first] = "ours \(round)"
      theirs[second] = "theirs \(round)"
      var both = lines
      both[first] = ours[first]
      both[second] = theirs[second]
      let result = ThreeWayMerge.merge(
        original: lines.joined(separator: "\n") + "\n", ours: ours.joined(separator: "\n") + "\n",
        theirs: theirs.joined(separator: "\n") + "\n")
      #expect(
        result == ThreeWayMerge.Result(text: both.joined(separator: "\n") + "\n", conflicts: 0))
    }
  }

  @Test func randomMergesWithAnUnchangedOrIdenticalSideGiveTheChangedText() {
    var random = SplitMix64(seed: 99)
    for round in 0..<300 {
      let original = RandomText.text(lines: 10, using: &random)
      let ours = RandomText.edited(original, using: &random)
      let theirs = RandomText.edited(original, using: &random)
      let keepTheirs = ThreeWayMerge.merge(original: original, ours: original, theirs: theirs)
      #expect(keepTheirs == ThreeWayMerge.Result(text: theirs, conflicts: 0), "round \(round)")
      let same = ThreeWayMerge.merge(original: original, ours: ours, theirs: ours)
      #expect(same == ThreeWayMerge.Result(text: ours, conflicts: 0), "round \(round)")
      let both = ThreeWayMerge.merge(original: original, ours: ours, theirs: theirs)
      if both.conflicts == 0 && ours != original {
        // A clean merge keeps our change, so it cannot be the original.
        #expect(both.text != original, "round \(round)")
      }
    }
  }
}
