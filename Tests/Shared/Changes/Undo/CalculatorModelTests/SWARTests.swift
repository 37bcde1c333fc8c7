import SeededRandom
import Testing
import WorkbenchTestSupport

@testable import CalculatorEngine
@testable import CalculatorModel

struct SWARTests {
  /// Packs `bytes` (at most eight) into a word, the first byte in the lowest lane.
  static func word(_ bytes: [UInt8]) -> UInt64 {
    var word: UInt64 = 0
    for (index, byte) in bytes.enumerated() {
      word |= UInt64(byte) << (8 * UInt64(index))
    }
    return word
  }

  @Test(arguments: ["00000000", "12345678", "99999999", "00000001", "10000000", "09876543"])
  func numberReadsEightDigits(_ digits: String) throws {
    let values = SWAR.digitValues(Self.word(Array(digits.utf8)), keepingHighest: 8)
    #expect(SWAR.nonDigitLanes(values) == 0)
    #expect(SWAR.number(fromDigitValues: values) == UInt64(try #require(UInt64(digits))))
  }

  @Test func numberReadsEveryShorterCount() {
    let bytes = Array("87654321".utf8)
    for count in 1...8 {
      let values = SWAR.digitValues(Self.word(bytes), keepingHighest: count)
      #expect(
        SWAR.number(fromDigitValues: values)
          == UInt64(String(decoding: bytes.suffix(count), as: UTF8.self)))
    }
  }

  @Test func nonDigitLanesFlagsEveryByteThatIsNotADigit() {
    for byte in 0...255 {
      for lane in 0..<8 {
        var bytes = Array("01234567".utf8)
        bytes[lane] = UInt8(byte)
        let values = SWAR.digitValues(Self.word(bytes), keepingHighest: 8)
        let isDigit = (0x30...0x39).contains(byte)
        #expect((SWAR.nonDigitLanes(values) == 0) == isDigit, "byte \(byte) in lane \(lane)")
      }
    }
  }

  @Test func matchedLanesIsExactInEveryLane() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let pattern = UInt8(truncatingIfNeeded: generator.next())
      var bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      // Bytes near the pattern are the ones a borrow or carry could confuse.
      for lane in 0..<8 where generator.below(3) == 0 {
        bytes[lane] = pattern &+ UInt8(truncatingIfNeeded: generator.below(3)) &- 1
      }
      let lanes = SWAR.matchedLanes(
        SWAR.differentLanes(Self.word(bytes), SWAR.broadcast(pattern)))
      let expected = bytes.enumerated().reduce(UInt64(0)) { lanes, element in
        element.element == pattern ? lanes | 0x80 << (8 * UInt64(element.offset)) : lanes
      }
      #expect(lanes == expected)
      let first = SWAR.zeroLanes(Self.word(bytes) ^ SWAR.broadcast(pattern))
      #expect((first & (0 &- first)) == (expected & (0 &- expected)))
    }
  }
}
