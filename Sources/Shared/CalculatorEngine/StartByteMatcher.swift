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
}

extension StartByteMatcher {
  @inline(__always)
  package func firstMatchedLane(_ word: UInt64) -> UInt64 {
    matchedLanes(word)
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
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    SWAR.matchedLanes(
      SWAR.differentLanes(word, patterns.0) & SWAR.differentLanes(word, patterns.1)
        & SWAR.differentLanes(word, patterns.2) & SWAR.differentLanes(word, patterns.3))
  }
}

/// Matches any number of start bytes by looking each byte up in a 256-entry table.
package struct TableMatcher: StartByteMatcher {
  /// 0x80 for each start byte, 0 for every other byte; exactly 256 entries, valid for as long
  /// as the matcher is used.
  package let table: UnsafePointer<UInt8>

  @inline(__always)
  package func matchedLanes(_ word: UInt64) -> UInt64 {
    var lanes: UInt64 = 0
    var shift: UInt64 = 0
    while shift < 64 {
      let byte = Int(truncatingIfNeeded: (word &>> shift) & 0xFF)
      lanes |= UInt64(table[byte]) &<< shift
      shift &+= 8
    }
    return lanes
  }
}
