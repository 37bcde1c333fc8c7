/// The value of a piece that the scanner has already found to be an optional sign and ASCII
/// digits, read from the words it loaded at the piece's start.
///
/// The scanner finds a piece's end as the first lane that is not a digit once the piece's first
/// word is XORed with its ``PieceParser/leadByteWords`` entry (which turns a sign into a zero
/// digit), so when a separator is there, every byte before it is known to be a digit and only
/// the conversion remains: no validation, and no branch on the kind of piece.
enum DigitWords {
  /// Returns the value of the piece in the lowest lanes of `head`, of 0 through 7 bytes, given
  /// the piece's scale: 2⁶⁴⁻⁸ˡ for a piece of *l* bytes, 0 for an empty one.
  ///
  /// The multiplication by the scale moves the piece to the top lanes, where
  /// ``PieceParser/number(fromDigitValues:_:)`` wants its last digit, and drops the lanes after
  /// it: the scale is loaded from ``PieceParser/leadByteWords`` with the length the scanner
  /// already computed, where a shift by the piece's length would need the shift count in the
  /// one register x86-64 shifts by, and a copy of it, in every piece.
  ///
  /// - Parameters:
  ///   - head: The piece's first eight bytes XORed with their lead word: digit values.
  ///   - scale: The piece's scale, from ``PieceParser/leadByteWords``.
  ///   - sign: The piece's sign multiplier from ``PieceParser/leadByteWords``.
  ///   - constants: The word constants.
  /// - Returns: The piece's value; a piece this short always fits.
  @inline(__always)
  static func value(
    _ head: UInt64, scale: UInt64, sign: UInt64, _ constants: DigitConstants
  ) -> Int64 {
    Int64(bitPattern: PieceParser.number(fromDigitValues: head &* scale, constants) &* sign)
  }

  /// Returns the value of the piece made of the eight lanes of `head` and the lanes of `rest`
  /// below bit `endBit`'s lane (8 through 15 bytes in all).
  ///
  /// - Parameters:
  ///   - head: The piece's first eight bytes XORed with their lead word.
  ///   - rest: The next eight bytes XORed with `"0"` in every lane.
  ///   - endBit: 8 × the number of the piece's bytes in `rest` + 7.
  ///   - sign: The piece's sign multiplier.
  ///   - constants: The word constants.
  /// - Returns: The piece's value; with at most 15 digits, it always fits.
  @inline(__always)
  static func value(
    _ head: UInt64, _ rest: UInt64, endBit: Int, sign: UInt64, _ constants: DigitConstants
  ) -> Int64 {
    let bits = UInt64(truncatingIfNeeded: endBit & ~7)
    let shift = 63 &- bits
    // The last eight digits, and the first `bits / 8` in the top lanes (none when that is 0).
    let low = (head &>> bits) | ((rest &<< 1) &<< shift)
    let high = (head &<< 1) &<< shift
    let number =
      PieceParser.number(fromDigitValues: high, constants) &* 100_000_000
      &+ PieceParser.number(fromDigitValues: low, constants)
    return Int64(bitPattern: number &* sign)
  }

  /// Returns the value of the piece made of the eight lanes of `head` and of `middle` and the
  /// lanes of `rest` below bit `endBit`'s lane (16 through 23 bytes in all), or 0 when it does
  /// not fit in `Int64`.
  ///
  /// The piece is cut into its last eight digits, the eight before them and its first ones,
  /// converted like short pieces; with up to 22 digits, it fits exactly when the first part is
  /// at most 922 and the whole is at most `Int64.max`, or one more after a `"-"`.
  ///
  /// - Parameters:
  ///   - head: The piece's first eight bytes XORed with their lead word.
  ///   - middle: The next eight bytes XORed with `"0"` in every lane.
  ///   - rest: The eight after them XORed with `"0"` in every lane.
  ///   - endBit: 8 × the number of the piece's bytes in `rest` + 7.
  ///   - sign: The piece's sign multiplier.
  ///   - constants: The word constants.
  /// - Returns: The piece's value, or 0.
  @inline(__always)
  static func value(
    _ head: UInt64, _ middle: UInt64, _ rest: UInt64, endBit: Int, sign: UInt64,
    _ constants: DigitConstants
  ) -> Int64 {
    let bits = UInt64(truncatingIfNeeded: endBit & ~7)
    let shift = 63 &- bits
    let low = (middle &>> bits) | ((rest &<< 1) &<< shift)
    let center = (head &>> bits) | ((middle &<< 1) &<< shift)
    let high = (head &<< 1) &<< shift
    let top = PieceParser.number(fromDigitValues: high, constants)
    // With `top` at most 922, no step wraps.
    let magnitude =
      top &* 10_000_000_000_000_000
      &+ PieceParser.number(fromDigitValues: center, constants) &* 100_000_000
      &+ PieceParser.number(fromDigitValues: low, constants)
    let limit = UInt64(Int64.max) &+ (sign &>> 63)
    let fits = top <= 922 && magnitude <= limit
    return Int64(bitPattern: (fits ? magnitude : 0) &* sign)
  }
}
