import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct StartByteMatcherTests {
  /// The exact lanes of `bytes` that are in `starts`.
  static func expectedLanes(_ bytes: [UInt8], _ starts: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(UInt64(0)) { lanes, element in
      starts.contains(element.element) ? lanes | 0x80 << (8 * UInt64(element.offset)) : lanes
    }
  }

  @Test func everyMatcherFindsExactlyItsStartBytes() {
    var generator = SplitMix64(seed: 5)
    for _ in 0..<3000 {
      let starts = (0..<(1 + generator.below(6))).map { _ in
        UInt8(truncatingIfNeeded: generator.next())
      }
      let bytes = (0..<8).map { _ in
        generator.below(3) == 0
          ? generator.pick(starts) : UInt8(truncatingIfNeeded: generator.next())
      }
      let word = SWARTests.word(bytes)
      let expected = Self.expectedLanes(bytes, starts)
      var table = [UInt8](repeating: 0, count: 256)
      for byte in starts { table[Int(byte)] = 0x80 }
      let tableLanes = table.withUnsafeBufferPointer { buffer -> UInt64 in
        guard let address = buffer.baseAddress else { return 0 }
        return TableMatcher(table: address).matchedLanes(word)
      }
      #expect(tableLanes == expected)
      let lowest = expected & (0 &- expected)
      switch Set(starts).count {
      case 1:
        let matcher = OneByteMatcher(starts[0])
        #expect(matcher.matchedLanes(word) == expected)
        let first = matcher.firstMatchedLane(word)
        #expect(first & (0 &- first) == lowest)
      case 2:
        let distinct = Array(Set(starts))
        let matcher = TwoByteMatcher(distinct[0], distinct[1])
        #expect(matcher.matchedLanes(word) == expected)
        let first = matcher.firstMatchedLane(word)
        #expect(first & (0 &- first) == lowest)
      case 3, 4:
        let matcher = FourByteMatcher(Array(Set(starts)))
        #expect(matcher.matchedLanes(word) == expected)
        #expect(matcher.firstMatchedLane(word) & (0 &- matcher.firstMatchedLane(word)) == lowest)
      default:
        break
      }
    }
  }
}
