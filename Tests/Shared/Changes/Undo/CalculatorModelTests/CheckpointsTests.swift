import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct CheckpointsTests {
  @Test func resumePointKeepsOnlyCheckpointsInTheUnchangedPrefix() {
    var checkpoints = Checkpoints()
    for offset in [2, 5, 9, 12] {
      checkpoints.passSeparator(endingAt: offset, total: Int128(offset * 10))
    }
    let point = checkpoints.resumePoint(keepingUpTo: 9)
    #expect(point.checkpoint.offset == 9)
    #expect(point.checkpoint.total == 90)
    #expect(point.isExact)
    #expect(checkpoints.points.map(\.offset) == [2, 5, 9])
    let earlier = checkpoints.resumePoint(keepingUpTo: 8)
    #expect(earlier.checkpoint.offset == 5)
    #expect(earlier.isExact)
    let start = checkpoints.resumePoint(keepingUpTo: 1)
    #expect(start.checkpoint.offset == 0)
    #expect(start.checkpoint.total == 0)
    #expect(start.isExact)
    #expect(checkpoints.points.isEmpty)
  }

  @Test func restartForgetsTheText() {
    var checkpoints = Checkpoints()
    checkpoints.passSeparator(endingAt: 3, total: 1)
    checkpoints.restart()
    #expect(checkpoints.points.isEmpty)
    #expect(checkpoints.resumePoint(keepingUpTo: 5).checkpoint.offset == 0)
  }

  @Test func aPlainScanRecordsOnlyTheLastSeparatorAfterAGap() {
    let separators = SeparatorSet(token: ",😀")
    let bytes = Array("1,2😀30,x😀-4,56".utf8)
    var checkpoints = Checkpoints()
    checkpoints.passSeparator(endingAt: 2, total: 1)
    bytes.withUnsafeBufferPointer {
      checkpoints.recordLastSeparator(
        of: $0, from: 2, total: 1 + 2 + 30 - 4 + 56, separators: separators)
    }
    #expect(checkpoints.points.map(\.offset) == [2, 18])
    #expect(checkpoints.points.map(\.total) == [1, 29])
    #expect(checkpoints.gapEnds == [18])
    // Within the last piece, the last separator is known; before it, the gap may hide others.
    #expect(checkpoints.resumePoint(keepingUpTo: 19).isExact)
    let inGap = checkpoints.resumePoint(keepingUpTo: 17)
    #expect(inGap.checkpoint.offset == 2)
    #expect(!inGap.isExact)
    #expect(checkpoints.gapEnds.isEmpty)
    // A prefix that ends where the gap starts keeps no separator from it.
    #expect(checkpoints.resumePoint(keepingUpTo: 2).isExact)
  }

  @Test func aTextWithoutSeparatorsRecordsNothing() {
    let separators = SeparatorSet(token: ",")
    let bytes = Array("1,234".utf8)
    var checkpoints = Checkpoints()
    bytes.withUnsafeBufferPointer {
      checkpoints.recordLastSeparator(of: $0, from: 2, total: 235, separators: separators)
    }
    #expect(checkpoints.points.isEmpty)
    #expect(checkpoints.resumePoint(keepingUpTo: 3).isExact)
  }
}
