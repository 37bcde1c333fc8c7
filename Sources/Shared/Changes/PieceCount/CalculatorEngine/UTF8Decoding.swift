/// Decodes single scalars of UTF-8 at a byte offset, for the rare non-ASCII separator check.
package enum UTF8Decoding {
  /// Returns the value and length of the scalar whose lead byte is at `offset`, or `nil` when
  /// `bytes[offset]` is not a lead byte or the sequence runs past the end.
  ///
  /// The input of the engine is a Swift `String`, so its UTF-8 is valid; the checks here only
  /// keep every read inside `bytes` whatever it holds.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - offset: The offset of the scalar's first byte.
  /// - Returns: The scalar value and the number of bytes it takes, 1 through 4.
  @inline(__always)
  package static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int)?
  {
    guard offset >= 0 && offset < bytes.count else { return nil }
    let lead = UInt32(bytes[offset])
    let length: Int
    var value: UInt32
    switch lead {
    case 0..<0x80: return (lead, 1)
    case 0xC0..<0xE0:
      length = 2
      value = lead & 0x1F
    case 0xE0..<0xF0:
      length = 3
      value = lead & 0x0F
    case 0xF0..<0xF8:
      length = 4
      value = lead & 0x07
    default: return nil
    }
    guard length <= bytes.count &- offset else { return nil }
    for index in (offset &+ 1)..<(offset &+ length) {
      value = value &<< 6 | UInt32(bytes[index] & 0x3F)
    }
    return (value, length)
  }
}
