/// Byte-parallel ("SIMD within a register") arithmetic on eight UTF-8 bytes at a time.
///
/// A word holds eight consecutive bytes of the input, the first byte in the lowest lane (the
/// word is read little-endian), so the lowest flagged lane is the earliest byte in the text.
package enum SWAR {
  /// Every lane 0x01.
  package static let ones: UInt64 = 0x0101_0101_0101_0101

  /// Every lane 0x80: the bit a lane is flagged with.
  package static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// Every lane 0x7F.
  package static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

  /// Every lane `"0"` (0x30).
  package static let asciiZeros: UInt64 = 0x3030_3030_3030_3030

  /// Returns `byte` repeated in all eight lanes.
  ///
  /// - Parameter byte: The byte to repeat.
  /// - Returns: The broadcast word.
  @inline(__always)
  package static func broadcast(_ byte: UInt8) -> UInt64 {
    UInt64(byte) &* ones
  }

  /// Returns, for each lane, 0x7F or more (bit 7 set) unless the lane of `word` equals the lane
  /// of `pattern`, in which case the lane is exactly 0x7F with bit 7 clear.
  ///
  /// The complement of an AND of several of these flags, with bit 7, the lanes that equal any of
  /// the patterns. No lane carries into another, so every flag is exact.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes.
  ///   - pattern: A broadcast byte (see ``broadcast(_:)``).
  /// - Returns: The inverted equality flags.
  @inline(__always)
  package static func differentLanes(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
    let difference = word ^ pattern
    return ((difference & lowSevenBits) &+ lowSevenBits) | difference
  }

  /// Returns 0x80 in every lane in which `differences` (an AND of ``differentLanes(_:_:)``) is
  /// 0x7F, and 0 in every other lane.
  ///
  /// - Parameter differences: The combined inverted equality flags.
  /// - Returns: The lanes that matched a pattern, as bit 7 of each lane.
  @inline(__always)
  package static func matchedLanes(_ differences: UInt64) -> UInt64 {
    ~(differences | lowSevenBits)
  }

  /// Returns a word whose lowest set bit, if any, is bit 7 of the first zero lane of `word`.
  ///
  /// This is the classic "has a zero byte" test: cheaper than ``matchedLanes(_:)``, and exact
  /// for the first zero lane, but a borrow can also flag a lane of 0x01 above a zero lane.
  ///
  /// - Parameter word: Eight bytes.
  /// - Returns: The first zero lane as its bit 7, and possibly some later lanes.
  @inline(__always)
  package static func zeroLanes(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & 0x8080_8080_8080_8080
  }

  /// Returns the word of digit values for `word`, keeping only its highest `count` lanes (the
  /// others become 0, which reads as a leading zero digit).
  ///
  /// - Parameters:
  ///   - word: Eight input bytes, the last digit in the highest lane.
  ///   - count: How many of the highest lanes to keep, 1 through 8.
  /// - Returns: Each kept lane's byte minus `"0"` (exactly, when the byte is a digit).
  @inline(__always)
  package static func digitValues(_ word: UInt64, keepingHighest count: Int) -> UInt64 {
    (word ^ asciiZeros) & (UInt64.max &<< (UInt64(truncatingIfNeeded: 8 &- count) &* 8))
  }

  /// Returns a nonzero word when some lane of `values` (from ``digitValues(_:keepingHighest:)``)
  /// was not an ASCII digit, and zero when all were.
  ///
  /// - Parameter values: Digit values, one a lane.
  /// - Returns: Zero exactly when every lane is 0 through 9.
  @inline(__always)
  package static func nonDigitLanes(_ values: UInt64) -> UInt64 {
    // A lane is a digit when its value is below 0x0A: bit 7 is clear and adding 0x76 does not
    // set it. A carry out of a lane only happens from a lane that is already flagged.
    (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
  }

  /// Returns the number spelt by eight digit values, the most significant in the lowest lane.
  ///
  /// - Parameter values: Eight lanes of 0 through 9.
  /// - Returns: A value below 100,000,000.
  @inline(__always)
  package static func number(fromDigitValues values: UInt64) -> UInt64 {
    // Pairs, then quadruples, then the whole, each step one multiply that adds the more
    // significant half times a power of ten to the less significant half.
    let pairs = (values &* 10) &+ (values &>> 8)
    let pairMultiplier: UInt64 = 1 &+ (100 &<< 16)
    let quadrupleMultiplier: UInt64 = 1 &+ (10_000 &<< 32)
    let quadruples = ((pairs & 0x00FF_00FF_00FF_00FF) &* pairMultiplier) &>> 16
    return ((quadruples & 0x0000_FFFF_0000_FFFF) &* quadrupleMultiplier) &>> 32
  }
}
