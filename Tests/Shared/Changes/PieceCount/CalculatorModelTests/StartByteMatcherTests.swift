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
      var table = [UInt64](repeating: 0, count: 256)
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

  /// How many lanes of `bytes`, from the first, are in `starts`.
  static func expectedRun(_ bytes: [UInt8], _ starts: [UInt8]) -> Int {
    bytes.firstIndex { !starts.contains($0) } ?? bytes.count
  }

  @Test func everyMatcherMeasuresRunsAndMatchesSingleBytes() {
    var generator = SplitMix64(seed: 11)
    let constants = DigitConstants()
    for _ in 0..<3000 {
      // ASCII start bytes, as the scanner only measures runs of ASCII separators, in words
      // that also hold bytes above 0x7F and bytes one away from a start byte.
      let starts = (0..<(1 + generator.below(4))).map { _ in UInt8(generator.below(128)) }
      let bytes = (0..<8).map { _ -> UInt8 in
        switch generator.below(4) {
        case 0, 1: return generator.pick(starts)
        case 2: return generator.pick(starts) ^ 1
        default: return UInt8(truncatingIfNeeded: generator.next())
        }
      }
      let word = SWARTests.word(bytes)
      let run = Self.expectedRun(bytes, starts)
      let lowest = Self.expectedLanes(bytes, starts) & (0 &- Self.expectedLanes(bytes, starts))
      func check(_ matcher: some StartByteMatcher) {
        #expect(matcher.runLength(word) == run, "\(bytes) \(starts)")
        #expect(matcher.runLength(word, constants) == run, "\(bytes) \(starts)")
        let first = matcher.firstMatchedLane(word, constants)
        #expect(first & (0 &- first) == lowest, "\(bytes) \(starts)")
        for byte in bytes { #expect(matcher.matches(byte) == starts.contains(byte)) }
      }
      let distinct = Array(Set(starts))
      switch distinct.count {
      case 1: check(OneByteMatcher(distinct[0]))
      case 2: check(TwoByteMatcher(distinct[0], distinct[1]))
      default: check(FourByteMatcher(distinct))
      }
      var table = [UInt64](repeating: 0, count: 256)
      for byte in starts { table[Int(byte)] = 0x81 }
      table.withUnsafeBufferPointer { buffer in
        if let address = buffer.baseAddress { check(TableMatcher(table: address)) }
      }
    }
  }
}
