extension PieceParser {
  /// Returns the offset of the first byte at or after `position` that does not start a run of
  /// eight `"0"` bytes ending by `end`.
  @inline(never)
  static func skipZeroWords(
    _ base: UnsafePointer<UInt8>, from position: Int, to end: Int
  ) -> Int {
    var position = position
    let raw = UnsafeRawPointer(base)
    while position &+ 8 <= end
      && UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        == SWAR.asciiZeros
    {
      position &+= 8
    }
    return position
  }

  /// Returns the eight bytes ending just before `end`, the last in the highest lane; when fewer
  /// than eight bytes precede `end`, the missing lowest lanes are 0.
  @inline(__always)
  static func word(_ base: UnsafePointer<UInt8>, endingAt end: Int) -> UInt64 {
    if end >= 8 {
      return UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(
          fromByteOffset: end &- 8, as: UInt64.self))
    }
    return shortWord(base, endingAt: end)
  }

  /// The rare case of ``word(_:endingAt:)`` at the very start of the input.
  @inline(never)
  static func shortWord(_ base: UnsafePointer<UInt8>, endingAt end: Int) -> UInt64 {
    var word: UInt64 = 0
    var index = 0
    while index < end {
      word |= UInt64(base[index]) &<< (UInt64(truncatingIfNeeded: index) &* 8)
      index &+= 1
    }
    return word &<< (UInt64(truncatingIfNeeded: 8 &- end) &* 8)
  }
}
