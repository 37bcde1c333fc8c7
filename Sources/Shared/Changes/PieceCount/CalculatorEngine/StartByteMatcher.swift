/// Finds, eight bytes at a time, the bytes that can start a separator.
package protocol StartByteMatcher {
  /// Returns 0x80 in each lane of `word` that holds a start byte, and 0 in the other lanes.
  ///
  /// - Parameter word: Eight input bytes, the first in the lowest lane.
  /// - Returns: The matching lanes, exactly.
  func matchedLanes(_ word: UInt64) -> UInt64

  /// Returns a word whose lowest set bit is bit 7 of the first lane of `word` that holds a start
  /// byte, or 0 when no lane does; higher bits may be wrong.
  ///
  /// - Parameter word: Eight input bytes, the first in the lowest lane.
  /// - Returns: The first matching lane, exactly, and possibly others.
  func firstMatchedLane(_ word: UInt64) -> UInt64

  /// Whether `byte` is a start byte.
  ///
  /// - Parameter byte: A byte of the input.
  /// - Returns: `true` when `byte` can start a separator.
  func matches(_ byte: UInt8) -> Bool

  /// Returns how many lanes of `word`, from the lowest, hold start bytes before the first that
  /// does not (8 when all do).
  ///
  /// - Parameter word: Eight input bytes, the first in the lowest lane.
  /// - Returns: The length of the run of start bytes at the start of `word`, 0 through 8.
  func runLength(_ word: UInt64) -> Int

  /// ``firstMatchedLane(_:)`` computed with the scanning loop's word constants, which it keeps
  /// in registers or reads as operands instead of building them again.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes, the first in the lowest lane.
  ///   - constants: The word constants.
  /// - Returns: The first matching lane, exactly, and possibly others.
  func firstMatchedLane(_ word: UInt64, _ constants: DigitConstants) -> UInt64

  /// ``runLength(_:)`` computed with the scanning loop's word constants.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes, the first in the lowest lane.
  ///   - constants: The word constants.
  /// - Returns: The length of the run of start bytes at the start of `word`, 0 through 8.
  func runLength(_ word: UInt64, _ constants: DigitConstants) -> Int
}

extension StartByteMatcher {
  @inline(__always)
  package func firstMatchedLane(_ word: UInt64) -> UInt64 {
    matchedLanes(word)
  }

  @inline(__always)
  package func runLength(_ word: UInt64) -> Int {
    // The first lane whose bit 7 is clear in the exact lanes ends the run.
    (~matchedLanes(word) & SWAR.highBits).trailingZeroBitCount &>> 3
  }

  @inline(__always)
  package func firstMatchedLane(_ word: UInt64, _ constants: DigitConstants) -> UInt64 {
    firstMatchedLane(word)
  }

  @inline(__always)
  package func runLength(_ word: UInt64, _ constants: DigitConstants) -> Int {
    runLength(word)
  }
}

extension SWAR {
  /// ``zeroLanes(_:)`` with the word constants given.
  @inline(__always)
  static func zeroLanes(_ word: UInt64, _ constants: DigitConstants) -> UInt64 {
    (word &+ constants.minusOnes) & ~word & constants.highBits
  }

}

/// Matches one start byte, with a handful of word operations.
package struct OneByteMatcher: StartByteMatcher {
  /// The start byte, broadcast to every lane.
  package let pattern: UInt64

  /// Creates a matcher for `byte`.
  ///
  /// - Parameter byte: The start byte.
  package init(_ byte: UInt8) {
    pattern = SWAR.broadcast(byte)
  }

  @inline(__always)
  package func matches(_ byte: UInt8) -> Bool {
    byte == UInt8(truncatingIfNeeded: pattern)
  }

  @inline(__always)
  package func runLength(_ word: UInt64) -> Int {
    // The first lane that differs from the start byte ends the run.
    (word ^ pattern).trailingZeroBitCount &>> 3
  }

  @inline(__always)
  package func firstMatchedLane(_ word: UInt64, _ constants: DigitConstants) -> UInt64 {
    SWAR.zeroLanes(word ^ pattern, constants)
  }

  @inline(__always)
  package func runLength(_ word: UInt64, _ constants: DigitConstants) -> Int {
    runLength(word)
  }

  @inline(__always)
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    SWAR.matchedLanes(SWAR.differentLanes(word, pattern))
  }

  @inline(__always)
  package func firstMatchedLane(_ word: UInt64) -> UInt64 {
    SWAR.zeroLanes(word ^ pattern)
  }
}

/// Matches two start bytes, such as the two of `"\r\n"`.
package struct TwoByteMatcher: StartByteMatcher {
  /// The first start byte, broadcast.
  package let first: UInt64

  /// The second start byte, broadcast.
  package let second: UInt64

  /// Creates a matcher for `first` and `second`.
  ///
  /// - Parameters:
  ///   - first: A start byte.
  ///   - second: Another start byte.
  package init(_ first: UInt8, _ second: UInt8) {
    self.first = SWAR.broadcast(first)
    self.second = SWAR.broadcast(second)
  }

  @inline(__always)
  package func matches(_ byte: UInt8) -> Bool {
    byte == UInt8(truncatingIfNeeded: first) || byte == UInt8(truncatingIfNeeded: second)
  }

  @inline(__always)
  package func firstMatchedLane(_ word: UInt64, _ constants: DigitConstants) -> UInt64 {
    SWAR.zeroLanes(word ^ first, constants) | SWAR.zeroLanes(word ^ second, constants)
  }

  /// ``runLength(_:)`` for two ASCII start bytes, with the word constants given.
  @inline(__always)
  package func runLength(_ word: UInt64, _ constants: DigitConstants) -> Int {
    // A lane ends the run when it differs from both start bytes. Adding 0x7F flags a lane that
    // differs by 1 through 0x80; one that differs by more has bit 7 set already, is not ASCII
    // (so differs from both), and its carry only reaches the lanes above it.
    let fromFirst = word ^ first
    let fromSecond = word ^ second
    let ends =
      ((fromFirst &+ constants.lowSevenBits) | fromFirst)
      & ((fromSecond &+ constants.lowSevenBits) | fromSecond) & constants.highBits
    return ends.trailingZeroBitCount &>> 3
  }

  @inline(__always)
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    SWAR.matchedLanes(SWAR.differentLanes(word, first) & SWAR.differentLanes(word, second))
  }

  @inline(__always)
  package func firstMatchedLane(_ word: UInt64) -> UInt64 {
    SWAR.zeroLanes(word ^ first) | SWAR.zeroLanes(word ^ second)
  }
}

/// Matches three or four start bytes (a set of three repeats one).
package struct FourByteMatcher: StartByteMatcher {
  /// The start bytes, broadcast.
  package let patterns: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a matcher for `bytes`, which holds three or four bytes.
  ///
  /// - Parameter bytes: The start bytes.
  package init(_ bytes: [UInt8]) {
    let last = bytes.last ?? 0
    func byte(_ index: Int) -> UInt64 {
      SWAR.broadcast(index < bytes.count ? bytes[index] : last)
    }
    patterns = (byte(0), byte(1), byte(2), byte(3))
  }

  @inline(__always)
  package func matches(_ byte: UInt8) -> Bool {
    let lanes = UInt64(byte) &* SWAR.ones
    return lanes == patterns.0 || lanes == patterns.1 || lanes == patterns.2
      || lanes == patterns.3
  }

  @inline(__always)
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    SWAR.matchedLanes(
      SWAR.differentLanes(word, patterns.0) & SWAR.differentLanes(word, patterns.1)
        & SWAR.differentLanes(word, patterns.2) & SWAR.differentLanes(word, patterns.3))
  }
}

/// Matches any number of start bytes by looking each byte up in a 256-entry table.
package struct TableMatcher: StartByteMatcher {
  /// A ``SeparatorSet/startByteTable``: bit 7 of each entry set for a start byte and clear for
  /// every other byte; exactly 256 entries, valid for as long as the matcher is used.
  package let table: UnsafePointer<UInt64>

  @inline(__always)
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    var lanes: UInt64 = 0
    var shift: UInt64 = 0
    while shift < 64 {
      let byte = Int(truncatingIfNeeded: (word &>> shift) & 0xFF)
      lanes |= (table[byte] & 0x80) &<< shift
      shift &+= 8
    }
    return lanes
  }

  @inline(__always)
  package func matches(_ byte: UInt8) -> Bool {
    table[Int(byte)] & 0x80 != 0
  }
}
