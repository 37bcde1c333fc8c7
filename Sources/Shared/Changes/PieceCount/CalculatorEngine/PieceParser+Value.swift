/// The parser's entry points that give a piece's value alone, for callers that do not count
/// pieces, and the one for a short piece held in a word.
extension PieceParser {
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
}
