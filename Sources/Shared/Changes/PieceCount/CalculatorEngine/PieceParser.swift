/// Reads one piece of the input as Swift's `Int(String)` would, without allocating.
///
/// A piece counts when it is an optional `+` or `-`, then one or more ASCII digits, and its
/// value fits in `Int64`; any number of leading zeros is allowed. Every other piece, like an
/// empty one, contributes nothing, so the parser returns 0 for it, and says it does not count.
package enum PieceParser {
  /// A piece's value, and whether it counts: whether it is an `Int64`, which the sum adds.
  package typealias Piece = (value: Int64, counts: Bool)

  /// The most significant digits an `Int64` can have.
  package static let maximumSignificantDigits = 19

  /// Returns the value of the piece `bytes[start..<end]`, or 0 when it is not an `Int64`.
  ///
  /// Digits are validated and converted eight at a time, reading backwards from the end of the
  /// piece, so a piece costs a few dozen instructions whatever its length up to 19 digits.
  ///
  /// - Parameters:
  ///   - bytes: The whole input; every read stays inside it.
  ///   - start: The offset of the piece's first byte.
  ///   - end: The offset just after the piece's last byte; at least `start`.
  /// - Returns: The piece's value, or 0.
  /// - Complexity: O(1) for a piece with at most 19 digits after its leading zeros; otherwise
  ///   O(*z*) in the number of leading zeros.
  package static func value(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int64 {
    piece(of: bytes, from: start, to: end).value
  }

  /// Returns the value of the piece `bytes[start..<end]`, or 0 when it is not an `Int64`, and
  /// whether it is one.
  ///
  /// - Parameters:
  ///   - bytes: The whole input; every read stays inside it.
  ///   - start: The offset of the piece's first byte.
  ///   - end: The offset just after the piece's last byte; at least `start`.
  /// - Returns: The piece's value, or 0, and whether it counts.
  /// - Complexity: As ``value(of:from:to:)``.
  package static func piece(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Piece {
    let length = end &- start
    guard length > 0, let base = bytes.baseAddress else { return (0, false) }
    if length < 8 {
      let word = word(base, endingAt: end)
      return piece(
        lowestLanesOf: word &>> (UInt64(truncatingIfNeeded: 8 &- length) &<< 3), count: length)
    }
    return longValue(base, from: start, to: end)
  }

  /// For each value *b* of a piece's first byte: at entry *b*, the word whose XOR turns the
  /// piece's first eight bytes into digit values (every lane `"0"`, except that after a sign the
  /// first lane is the sign itself, so the sign reads as a leading zero worth nothing); at entry
  /// 256 + *b*, the piece's sign as a multiplier (the bit pattern of −1 after `"-"`, else 1).
  ///
  /// Then, at entry 512 + *l* for *l* from 0 through 7, the scale of a piece of *l* bytes held in
  /// the lowest lanes of a word: 2⁶⁴⁻⁸ˡ, whose product moves it to the top lanes (0 for *l* = 0).
  ///
  /// One load each replaces the compares and selects that would find the sign in every piece,
  /// and the shift by a piece's length (see ``DigitWords``).
  package static let leadByteWords: [UInt64] = {
    var words = [UInt64](repeating: SWAR.asciiZeros, count: 512)
    for sign in [UInt8(ascii: "+"), UInt8(ascii: "-")] {
      words[Int(sign)] = (SWAR.asciiZeros & ~0xFF) | UInt64(sign)
    }
    for byte in 0..<256 {
      words[256 &+ byte] = byte == Int(UInt8(ascii: "-")) ? UInt64.max : 1
    }
    words.append(0)
    for length in 1..<8 {
      words.append(1 &<< (64 &- 8 &* UInt64(length)))
    }
    return words
  }()

  /// Returns the value of the piece held in the lowest `count` (0 through 7) lanes of `word`,
  /// or 0.
  ///
  /// Everything happens in the word, without a branch per byte: the piece is shifted to the top
  /// lanes (where ``SWAR/number(fromDigitValues:)`` wants the last digit), leading zeros are
  /// digits worth nothing, and a sign's lane is cleared. A piece this short always fits.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes starting with the piece.
  ///   - count: The piece's length in bytes.
  /// - Returns: The piece's value, or 0.
  package static func value(lowestLanesOf word: UInt64, count: Int) -> Int64 {
    piece(lowestLanesOf: word, count: count).value
  }

  /// ``value(lowestLanesOf:count:)``, and whether the piece counts.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes starting with the piece.
  ///   - count: The piece's length in bytes.
  /// - Returns: The piece's value, or 0, and whether it counts.
  package static func piece(lowestLanesOf word: UInt64, count: Int) -> Piece {
    leadByteWords.withUnsafeBufferPointer { leadWords in
      guard let leadWords = leadWords.baseAddress else { return (0, false) }
      return value(lowestLanesOf: word, count: count, DigitConstants(), leadWords)
    }
  }

  /// ``piece(lowestLanesOf:count:)`` with its constants given, for the scanning loop.
  ///
  /// - Parameters:
  ///   - word: Eight input bytes starting with the piece.
  ///   - count: The piece's length in bytes, 0 through 7.
  ///   - constants: The word constants.
  ///   - leadWords: The words of ``leadByteWords``.
  /// - Returns: The piece's value, or 0, and whether it counts.
  @inline(__always)
  package static func value(
    lowestLanesOf word: UInt64, count: Int, _ constants: DigitConstants,
    _ leadWords: UnsafePointer<UInt64>
  ) -> Piece {
    let lead = Int(truncatingIfNeeded: word & 0xFF)
    // A sign's lane becomes 0, so a lone sign leaves no digit: its value 0 is what an invalid
    // piece contributes too. Then shift the piece to the top lanes by 64 − 8 × count, in two
    // steps so that each shift stays below 64 and an empty piece shifts everything out.
    let differences = word ^ leadWords[lead]
    let shift = UInt64(truncatingIfNeeded: 63 &- (count &<< 3))
    let digits = (differences &<< shift) &<< 1
    // No branch on the kind of piece: numbers and junk come in no predictable order, so the
    // value is computed either way and kept or dropped with a mask.
    let nonDigits = (digits | (digits &+ constants.digitBias)) & constants.highBits
    let keep = UInt64(bitPattern: Int64(bitPattern: (nonDigits &>> 7) &- 1) &>> 63)
    let magnitude = number(fromDigitValues: digits, constants) & keep
    // A piece counts when it has a digit besides its sign: a sign's lead word is not all zeros.
    let signLength = leadWords[lead] == constants.zeros ? 0 : 1
    return (
      Int64(bitPattern: magnitude &* leadWords[256 &+ lead]), keep != 0 && count > signLength
    )
  }

  /// ``SWAR/number(fromDigitValues:)`` with the word constants given.
  @inline(__always)
  static func number(fromDigitValues digits: UInt64, _ constants: DigitConstants) -> UInt64 {
    let pairs = (digits &* 10) &+ (digits &>> 8)
    // Typed: as a bare literal expression this line took the type checker two seconds.
    let pairMultiplier: UInt64 = 1 &+ (100 &<< 16)
    let quadruples = ((pairs & constants.pairMask) &* pairMultiplier) &>> 16
    return ((quadruples & constants.quadrupleMask) &* constants.quadrupleMultiplier) &>> 32
  }

  /// Returns the value of a piece of eight bytes or more, or 0, and whether it counts.
  @inline(__always)
  private static func longValue(
    _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
  )
    -> Piece
  {
    var position = start
    let first = base[position]
    let isNegative = first == UInt8(ascii: "-")
    if isNegative || first == UInt8(ascii: "+") {
      position &+= 1
    }
    if end &- position <= 16 {
      // Sixteen digits always fit, so leading zeros need no skipping: they are digits worth
      // nothing.
      guard let magnitude = magnitude(base, digitCount: end &- position, endingAt: end) else {
        return (0, false)
      }
      let value = Int64(truncatingIfNeeded: magnitude)
      return (isNegative ? 0 &- value : value, true)
    }
    while position < end && base[position] == UInt8(ascii: "0") {
      position &+= 1
      if position &+ 8 <= end && base[position] == UInt8(ascii: "0") {
        position = skipZeroWords(base, from: position, to: end)
      }
    }
    let digitCount = end &- position
    // No significant digit: the zeros skipped were the whole piece, at least seven of them, so
    // it is zero, which adds nothing and counts. More than 19: either not a number or too large
    // for `Int64`.
    guard digitCount > 0 else { return (0, true) }
    guard digitCount <= maximumSignificantDigits,
      let magnitude = magnitude(base, digitCount: digitCount, endingAt: end)
    else { return (0, false) }
    if isNegative {
      return magnitude <= UInt64(Int64.max) &+ 1
        ? (Int64(bitPattern: 0 &- magnitude), true) : (0, false)
    }
    return magnitude <= UInt64(Int64.max) ? (Int64(bitPattern: magnitude), true) : (0, false)
  }

  /// Returns the offset of the first byte at or after `position` that does not start a run of
  /// eight `"0"` bytes ending by `end`.
  @inline(never)
  private static func skipZeroWords(
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

  /// Returns the value of the `digitCount` (1 through 19) bytes ending at `end`, or `nil` when
  /// one of them is not an ASCII digit.
  @inline(__always)
  private static func magnitude(
    _ base: UnsafePointer<UInt8>, digitCount: Int, endingAt end: Int
  ) -> UInt64? {
    if digitCount <= 8 {
      let values = SWAR.digitValues(word(base, endingAt: end), keepingHighest: digitCount)
      guard SWAR.nonDigitLanes(values) == 0 else { return nil }
      return SWAR.number(fromDigitValues: values)
    }
    let low = SWAR.digitValues(word(base, endingAt: end), keepingHighest: 8)
    if digitCount <= 16 {
      let high = SWAR.digitValues(word(base, endingAt: end &- 8), keepingHighest: digitCount &- 8)
      guard SWAR.nonDigitLanes(low) | SWAR.nonDigitLanes(high) == 0 else { return nil }
      return SWAR.number(fromDigitValues: high) &* 100_000_000 &+ SWAR.number(fromDigitValues: low)
    }
    let middle = SWAR.digitValues(word(base, endingAt: end &- 8), keepingHighest: 8)
    let high = SWAR.digitValues(word(base, endingAt: end &- 16), keepingHighest: digitCount &- 16)
    guard SWAR.nonDigitLanes(low) | SWAR.nonDigitLanes(middle) | SWAR.nonDigitLanes(high) == 0
    else { return nil }
    // At most 999 × 10¹⁶ + 99,999,999 × 10⁸ + 99,999,999 < 2⁶⁴: no wrap.
    return SWAR.number(fromDigitValues: high) &* 10_000_000_000_000_000
      &+ SWAR.number(fromDigitValues: middle) &* 100_000_000
      &+ SWAR.number(fromDigitValues: low)
  }

  /// Returns the eight bytes ending just before `end`, the last in the highest lane; when fewer
  /// than eight bytes precede `end`, the missing lowest lanes are 0.
  @inline(__always)
  private static func word(_ base: UnsafePointer<UInt8>, endingAt end: Int) -> UInt64 {
    if end >= 8 {
      return UInt64(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(
          fromByteOffset: end &- 8, as: UInt64.self))
    }
    return shortWord(base, endingAt: end)
  }

  /// The rare case of ``word(_:endingAt:)`` at the very start of the input.
  @inline(never)
  private static func shortWord(_ base: UnsafePointer<UInt8>, endingAt end: Int) -> UInt64 {
    var word: UInt64 = 0
    var index = 0
    while index < end {
      word |= UInt64(base[index]) &<< (UInt64(truncatingIfNeeded: index) &* 8)
      index &+= 1
    }
    return word &<< (UInt64(truncatingIfNeeded: 8 &- end) &* 8)
  }
}
