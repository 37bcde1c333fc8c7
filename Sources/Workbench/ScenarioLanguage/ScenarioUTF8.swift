/// The UTF-8 facts the parser needs about a file's bytes: where they stop being valid, and how
/// many Unicode scalars precede a byte.
enum ScenarioUTF8 {
  /// Returns whether `bytes[start..<end]` is well-formed UTF-8.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return String(validating: line, as: UTF8.self) != nil
  }

  /// Returns the offset of the first byte of the first ill-formed sequence in
  /// `bytes[start..<end]`, or `nil` when the bytes are well-formed UTF-8.
  ///
  /// The rules are those of the Unicode Standard's table of well-formed byte sequences (no
  /// overlong forms, no surrogates, nothing above U+10FFFF).
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func firstInvalidOffset(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    var i = start
    while i < end {
      let lead = bytes[i]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F:
        i += 1
        continue
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default:
        return i
      }
      guard i + length <= end else { return i }
      let second = bytes[i + 1]
      guard second >= low, second <= high else { return i }
      for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 {
        return i
      }
      i += length
    }
    return nil
  }

  /// Returns the number of Unicode scalars that start in `bytes[start..<end]`.
  ///
  /// - Complexity: O(*n*) in the number of bytes.
  static func scalarCount(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  )
    -> Int
  {
    var count = 0
    var i = start
    while i < end {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// Returns the length in bytes of the UTF-8 sequence that `lead` starts (1 for a byte that
  /// cannot start one).
  static func sequenceLength(lead: UInt8) -> Int {
    switch lead {
    case 0xC0...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF7: 4
    default: 1
    }
  }

  /// Returns the text of `bytes[start..<end]`, repairing ill-formed sequences.
  static func text(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
