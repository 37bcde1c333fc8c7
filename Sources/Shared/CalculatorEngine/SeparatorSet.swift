/// The separators of a token, arranged for scanning UTF-8.
///
/// The separators are the token's Unicode scalars, compared exactly. The scanner looks for the
/// *start bytes* of separators: an ASCII separator is its own start byte, and a non-ASCII
/// separator starts with the lead byte of its UTF-8 encoding. Only at a start byte that is not
/// ASCII does the scanner decode a scalar and look it up in ``nonASCIIScalars``.
package struct SeparatorSet {
  /// The distinct bytes that can start a separator, in increasing order.
  package internal(set) var startBytes: [UInt8]

  /// The values of the separators above U+007F, distinct, in increasing order.
  package internal(set) var nonASCIIScalars: [UInt32]

  /// 256 entries: 0x80 for each byte in ``startBytes``, 0 for every other byte; empty when there
  /// are at most four start bytes, which the scanner matches without a table.
  package internal(set) var startByteTable: [UInt8]

  /// One bit a byte value, set for the bytes in ``startBytes``: a plain value, so a loop can
  /// keep it in registers without holding the set's arrays.
  package internal(set) var startByteBits: StartByteBits

  /// How many times each scalar value occurs in the token, so that an edit of the token can
  /// add and remove separators one scalar at a time (``update(from:to:)``); counted only for a
  /// token of at least ``countedTokenMinimum`` bytes, and empty for a shorter one, which an
  /// edit rebuilds (as cheap, and with no more allocations).
  var multiplicities: [UInt32: Int] = [:]

  /// How many distinct separators start with each start byte, counted with ``multiplicities``.
  var startByteUses: [UInt8: Int] = [:]

  /// The scanner's word constants.
  package let digitConstants = DigitConstants()

  /// Creates the separator set of `token`.
  ///
  /// - Parameter token: The separator text; each of its Unicode scalars is a separator.
  /// - Complexity: O(*t* log *t*) in the number of scalars in `token`.
  package init(token: String) {
    var bits = StartByteBits()
    var nonASCII: [UInt32] = []
    var starts: [UInt8] = []
    for scalar in token.unicodeScalars {
      let start = Self.startByte(of: scalar.value)
      if !scalar.isASCII { nonASCII.append(scalar.value) }
      if !bits.contains(start) {
        bits.insert(start)
        starts.append(start)
      }
    }
    starts.sort()
    var table: [UInt8] = []
    if starts.count > 4 {
      table = [UInt8](repeating: 0, count: 256)
      for start in starts { table[Int(start)] = 0x80 }
    }
    startByteBits = bits
    nonASCII.sort()
    var distinct: [UInt32] = []
    for value in nonASCII where distinct.last != value {
      distinct.append(value)
    }
    startByteTable = table
    nonASCIIScalars = distinct
    startBytes = starts
    if token.utf8.count >= Self.countedTokenMinimum {
      for scalar in token.unicodeScalars {
        let seen = multiplicities[scalar.value, default: 0]
        multiplicities[scalar.value] = seen &+ 1
        if seen == 0 { startByteUses[Self.startByte(of: scalar.value), default: 0] &+= 1 }
      }
    }
  }

  /// Whether the token has no separators at all.
  package var isEmpty: Bool { startBytes.isEmpty }

  /// Whether `scalar` is a separator.
  ///
  /// - Parameter scalar: The scalar to look up.
  /// - Returns: `true` when the token contains `scalar`.
  /// - Complexity: O(log *t*).
  package func contains(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return isStartByte(UInt8(scalar.value))
    }
    return containsNonASCII(scalar.value)
  }

  /// Whether `byte` can start a separator.
  ///
  /// - Parameter byte: A byte of UTF-8.
  /// - Returns: `true` for an ASCII separator and for the lead byte of a non-ASCII separator.
  @inline(__always)
  package func isStartByte(_ byte: UInt8) -> Bool {
    startByteBits.contains(byte)
  }

  /// Whether the scalar with value `value` (above U+007F) is a separator.
  ///
  /// - Parameter value: A Unicode scalar value.
  /// - Returns: `true` when it is one of ``nonASCIIScalars``.
  /// - Complexity: O(log *t*).
  @inline(__always)
  package func containsNonASCII(_ value: UInt32) -> Bool {
    var low = 0
    var high = nonASCIIScalars.count
    while low < high {
      let middle = (low &+ high) &>> 1
      if nonASCIIScalars[middle] < value {
        low = middle &+ 1
      } else {
        high = middle
      }
    }
    return low < nonASCIIScalars.count && nonASCIIScalars[low] == value
  }

  /// Returns the length of the separator that starts at `offset` of `bytes`, or 0 when none
  /// does; `bytes[offset]` must be a non-ASCII start byte.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8 (reads stay inside it even when it is not).
  ///   - offset: The offset of a lead byte.
  /// - Returns: 2, 3 or 4 for a separator; 0 otherwise.
  @inline(__always)
  package func nonASCIISeparatorLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int
  {
    guard let (value, length) = UTF8Decoding.scalar(in: bytes, at: offset) else { return 0 }
    return containsNonASCII(value) ? length : 0
  }

  /// Returns the first byte of the UTF-8 encoding of the scalar `value`.
  static func startByte(of value: UInt32) -> UInt8 {
    if value < 0x80 { return UInt8(truncatingIfNeeded: value) }
    if value < 0x800 { return UInt8(truncatingIfNeeded: 0xC0 | (value &>> 6)) }
    if value < 0x1_0000 { return UInt8(truncatingIfNeeded: 0xE0 | (value &>> 12)) }
    return UInt8(truncatingIfNeeded: 0xF0 | (value &>> 18))
  }
}

/// A set of byte values as 256 bits.
package struct StartByteBits {
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

  /// Whether `byte` is in the set.
  @inline(__always)
  package func contains(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  /// Adds `byte` to the set.
  package mutating func insert(_ byte: UInt8) {
    let bit = UInt64(1) &<< UInt64(byte & 63)
    switch byte >> 6 {
    case 0: words.0 |= bit
    case 1: words.1 |= bit
    case 2: words.2 |= bit
    default: words.3 |= bit
    }
  }

  /// Removes `byte` from the set.
  package mutating func remove(_ byte: UInt8) {
    let mask = ~(UInt64(1) &<< UInt64(byte & 63))
    switch byte >> 6 {
    case 0: words.0 &= mask
    case 1: words.1 &= mask
    case 2: words.2 &= mask
    default: words.3 &= mask
    }
  }
}
