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

  /// 256 entries, one a byte value *b*, that say at once whether a separator starts at a byte
  /// *b* of the input and how long it is, reading the word at that byte: bit 7 is set when *b*
  /// is in ``startBytes``; bits 0–2 hold 1 for an ASCII separator, the UTF-8 length of the only
  /// non-ASCII separator whose lead byte is *b*, 7 when several share it, and 0 otherwise; bits
  /// 8–31 the bytes that separator continues with, and bits 40–63 the mask of those bytes.
  ///
  /// Empty when no separator is above U+007F or is a digit or sign and there are at most four
  /// start bytes, which the scanner then matches without a table (see ``length(at:in:)``).
  package internal(set) var startByteTable: [UInt64]

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
    startByteBits = bits
    nonASCII.sort()
    var distinct: [UInt32] = []
    for value in nonASCII where distinct.last != value {
      distinct.append(value)
    }
    nonASCIIScalars = distinct
    startBytes = starts
    startByteTable = []
    startByteTable = makeTable()
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
    let index = Self.firstIndex(notBelow: value, in: nonASCIIScalars)
    return index < nonASCIIScalars.count && nonASCIIScalars[index] == value
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

  /// Whether a separator is an ASCII digit, `+` or `-`, which a piece's number could hold.
  package var includesDigitsOrSigns: Bool { startByteBits.containsDigitsOrSigns }

  /// Whether the scanner needs ``startByteTable``: to match more than four start bytes, to
  /// check a non-ASCII separator, or to tell a digit or sign that separates.
  var needsTable: Bool {
    startBytes.count > 4 || !nonASCIIScalars.isEmpty || includesDigitsOrSigns
  }

  /// Returns ``startByteTable`` as this set's start bytes and scalars make it, or an empty
  /// array when the set does not need one.
  func makeTable() -> [UInt64] {
    guard needsTable else { return [] }
    var table = [UInt64](repeating: 0, count: 256)
    for start in startBytes { table[Int(start)] = tableEntry(for: start) }
    return table
  }

  /// Returns the entry of ``startByteTable`` for the byte value `start`.
  func tableEntry(for start: UInt8) -> UInt64 {
    guard isStartByte(start) else { return 0 }
    guard start >= 0x80 else { return 0x81 }
    // The scalars with this lead byte are a contiguous range of values, so of the sorted
    // non-ASCII separators: find the first, and whether the next one shares the lead byte.
    let length = start >= 0xF0 ? 4 : start >= 0xE0 ? 3 : 2
    let payloadBits = UInt32(truncatingIfNeeded: 6 &* (length &- 1))
    // The lead byte's payload, above the smallest value that needs `length` bytes.
    let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x1_0000
    let lowest = max(
      (UInt32(start) & (0x7F &>> UInt32(truncatingIfNeeded: length))) &<< payloadBits, smallest)
    let index = Self.firstIndex(notBelow: lowest, in: nonASCIIScalars)
    let bound = lowest &+ (1 &<< payloadBits)
    guard index < nonASCIIScalars.count, nonASCIIScalars[index] < bound else { return 0 }
    if index &+ 1 < nonASCIIScalars.count && nonASCIIScalars[index &+ 1] < bound {
      // A continuation byte of 0 never matches, so the check fails and the length, 7, sends
      // the scanner to the exact look-up.
      return 0x87 | (0xFF00 &<< 32)
    }
    // The continuation bytes in lanes 1 through `length` − 1 of a little-endian word.
    var continuation: UInt64 = 0
    var mask: UInt64 = 0
    let value = nonASCIIScalars[index]
    for lane in 1..<length {
      let shift = UInt32(truncatingIfNeeded: 6 &* (length &- 1 &- lane))
      let byte = UInt64(0x80 | ((value &>> shift) & 0x3F))
      continuation |= byte &<< UInt64(truncatingIfNeeded: 8 &* lane)
      mask |= 0xFF &<< UInt64(truncatingIfNeeded: 8 &* lane)
    }
    return 0x80 | UInt64(truncatingIfNeeded: length) | continuation | (mask &<< 32)
  }

  /// Returns the length of the separator that starts at `offset` of `bytes`, or 0 when none
  /// does, from ``startByteTable``'s entry for the byte there; the exact scalar is decoded and
  /// looked up only when several separators share its lead byte.
  ///
  /// - Parameters:
  ///   - offset: An offset inside `bytes`.
  ///   - bytes: The input.
  ///   - table: The base of ``startByteTable``, which must not be empty.
  ///   - hasRoom: Whether four bytes from `offset` are known to be inside `bytes`.
  /// - Returns: 0 through 4.
  @inline(__always)
  package func length(
    at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, table: UnsafePointer<UInt64>,
    hasRoom: Bool = false
  ) -> Int {
    guard let base = bytes.baseAddress, hasRoom || offset &+ 4 <= bytes.count else {
      let entry = table[Int(bytes[offset])]
      guard entry & 7 > 1 else { return Int(truncatingIfNeeded: entry & 7) }
      return nonASCIISeparatorLength(in: bytes, at: offset)
    }
    let word = UInt64(
      UInt32(
        littleEndian: UnsafeRawPointer(base).loadUnaligned(
          fromByteOffset: offset, as: UInt32.self)))
    let entry = table[Int(truncatingIfNeeded: word & 0xFF)]
    // The bytes after the lead byte, where the entry's mask says, are the separator's.
    if (word ^ entry) & (entry &>> 32) == 0 { return Int(truncatingIfNeeded: entry & 7) }
    guard entry & 7 == 7 else { return 0 }
    return nonASCIISeparatorLength(in: bytes, at: offset)
  }

  /// The index of the first element of the sorted `values` that is not less than `value`.
  @inline(__always)
  static func firstIndex<Value: Comparable>(notBelow value: Value, in values: [Value]) -> Int {
    var low = 0
    var high = values.count
    while low < high {
      let middle = (low &+ high) &>> 1
      if values[middle] < value { low = middle &+ 1 } else { high = middle }
    }
    return low
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

  /// Whether an ASCII digit, `+` or `-` is in the set.
  package var containsDigitsOrSigns: Bool {
    // Bits 0x2B (`+`), 0x2D (`-`) and 0x30 through 0x39 (the digits) of the first word.
    words.0 & 0x03FF_2800_0000_0000 != 0
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
