/// What a parse of the text's last piece has found so far, kept between edits so that typing at
/// the end of a piece costs O(1) a byte, and deleting back inside it O(1) an edit, however long
/// the piece is.
///
/// It reads a piece as ``PieceParser`` does (an optional sign, then ASCII digits, fitting in
/// `Int64`), one byte at a time. It remembers the offset of the first byte that made the piece
/// invalid, so that a deletion back past that byte knows the rest is valid, and the offset of the
/// first significant digit, so that the value of a shorter piece is read again from at most 19
/// digits.
package struct TailPiece {
  /// The offset of the piece's first byte: 0 or just after a separator.
  package private(set) var start: Int

  /// The offset just after the piece's last byte.
  package private(set) var end: Int

  private var isNegative = false
  private var hasSign = false
  private var significantStart: Int?
  private var magnitude: UInt64 = 0

  /// The offset of the first byte that makes the piece not an `Int64` (a non-digit, or the digit
  /// that overflows), or `Int.max` while it is one.
  private var invalidFrom = Int.max

  /// Creates an empty piece starting at `start`.
  ///
  /// - Parameter start: The offset of the piece's first byte.
  package init(start: Int) {
    self.start = start
    end = start
  }

  /// Whether the piece is an `Int64`, so that the sum adds it.
  package var counts: Bool {
    invalidFrom == .max && (significantStart != nil || end > start &+ (hasSign ? 1 : 0))
  }

  /// The piece's value, or 0 when it is not an `Int64`.
  package var value: Int64 {
    guard counts else { return 0 }
    return isNegative ? Int64(bitPattern: 0 &- magnitude) : Int64(bitPattern: magnitude)
  }

  /// Adds `byte`, the byte at ``end``, to the piece.
  ///
  /// - Parameter byte: The piece's next byte.
  package mutating func append(_ byte: UInt8) {
    defer { end &+= 1 }
    guard invalidFrom == .max else { return }
    if end == start && (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) {
      hasSign = true
      isNegative = byte == UInt8(ascii: "-")
      return
    }
    let digit = byte &- UInt8(ascii: "0")
    guard digit < 10 else {
      invalidFrom = end
      return
    }
    if significantStart == nil {
      guard digit != 0 else { return }
      significantStart = end
    }
    let (times, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
    let next = times &+ UInt64(digit)
    let limit = isNegative ? UInt64(Int64.max) &+ 1 : UInt64(Int64.max)
    guard !overflowed, next >= times, next <= limit else {
      invalidFrom = end
      return
    }
    magnitude = next
  }

  /// Cuts the piece back to end at `newEnd`, reading again only what it must.
  ///
  /// - Parameters:
  ///   - newEnd: The new end; from ``start`` to ``end``.
  ///   - bytes: The text, whose bytes before `newEnd` are the piece's.
  /// - Returns: How many bytes were read.
  /// - Complexity: O(1): at most 19 significant digits are read again.
  package mutating func truncate(to newEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if invalidFrom < newEnd {
      // What made the piece invalid is still in it.
      end = newEnd
      return 0
    }
    let keptSign = hasSign && newEnd > start
    let keptNegative = keptSign && isNegative
    let keptSignificant = significantStart.flatMap { $0 < newEnd ? $0 : nil }
    self = TailPiece(start: start)
    hasSign = keptSign
    isNegative = keptNegative
    guard let keptSignificant else {
      end = newEnd
      return 0
    }
    // The bytes before the significant digits are a sign and zeros, already known.
    end = keptSignificant
    var position = keptSignificant
    while position < newEnd {
      append(bytes[position])
      position &+= 1
    }
    return newEnd &- keptSignificant
  }
}
