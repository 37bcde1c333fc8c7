import Testing

@testable import CalculatorModel

struct CheckpointsTests {
  @Test func resumePointKeepsOnlyCheckpointsInTheUnchangedPrefix() {
    var checkpoints = Checkpoints()
    for offset in [2, 5, 9, 12] {
      checkpoints.passSeparator(endingAt: offset, total: Int128(offset * 10))
    }
    checkpoints.seal(stamp: 1)
    let point = checkpoints.resumePoint(keepingUpTo: 9)
    #expect(point.offset == 9)
    #expect(point.total == 90)
    #expect(checkpoints.points.map(\.offset) == [2, 5, 9])
    let earlier = checkpoints.resumePoint(keepingUpTo: 8)
    #expect(earlier.offset == 5)
    let start = checkpoints.resumePoint(keepingUpTo: 1)
    #expect(start.offset == 0)
    #expect(start.total == 0)
    #expect(checkpoints.points.isEmpty)
  }

  @Test func invalidateAndRestartForgetTheText() {
    var checkpoints = Checkpoints()
    checkpoints.passSeparator(endingAt: 3, total: 1)
    checkpoints.seal(stamp: 7)
    #expect(checkpoints.stamp == 7)
    checkpoints.restart()
    #expect(checkpoints.stamp == nil)
    #expect(checkpoints.points.isEmpty)
    checkpoints.passSeparator(endingAt: 3, total: 1)
    checkpoints.seal(stamp: 8)
    checkpoints.invalidate()
    #expect(checkpoints.stamp == nil)
    #expect(checkpoints.points.isEmpty)
  }
}
