import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct RunningTotalTests {
  @Test(arguments: [
    Int128(0), 1, -1, Int128(Int64.max), Int128(Int64.min), Int128(Int64.max) + 1,
    Int128(Int64.min) - 1, Int128(Int64.max) * 3, Int128(Int64.min) * 5,
  ])
  func startsAtAnyValue(_ value: Int128) {
    #expect(RunningTotal(value, count: 0).value == value)
  }

  @Test func staysExactThroughManyWraps() {
    var generator = SplitMix64(seed: 3)
    var total = RunningTotal(0, count: 0)
    var expected: Int128 = 0
    for _ in 0..<10_000 {
      let piece: Int64 =
        switch generator.below(4) {
        case 0: .max
        case 1: .min
        default: Int64(bitPattern: generator.next())
        }
      total.add(piece, counts: true)
      expected += Int128(piece)
      #expect(total.value == expected)
    }
  }
}
