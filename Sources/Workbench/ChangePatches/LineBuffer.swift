import Foundation

/// A text's UTF-8 bytes seen as lines: what the diff of files and the patch application work
/// on, so that large files are split, compared and hashed as bytes.
enum LineBuffer {
  /// Calls `body` with the UTF-8 bytes of `text`, without copying them when they are contiguous.
  static func withBytes<R>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(text.utf8).withUnsafeBufferPointer(body)
  }

  /// The byte ranges of the lines of `bytes`, without their "\n", and whether the last line
  /// ends with one (true for no bytes at all).
  static func lines(
    of bytes: UnsafeBufferPointer<UInt8>
  ) -> (
    ranges: [Range<Int>], endsWithNewline: Bool
  ) {
    var ranges: [Range<Int>] = []
    guard let base = bytes.baseAddress else { return (ranges, true) }
    var start = 0
    while start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    {
      let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      ranges.append(start..<index)
      start = index + 1
    }
    let endsWithNewline = start == bytes.count
    if !endsWithNewline { ranges.append(start..<bytes.count) }
    return (ranges, endsWithNewline)
  }

  /// Whether two byte ranges hold the same bytes.
  static func equal(
    _ left: UnsafeBufferPointer<UInt8>, _ leftRange: Range<Int>,
    _ right: UnsafeBufferPointer<UInt8>, _ rightRange: Range<Int>
  ) -> Bool {
    guard leftRange.count == rightRange.count else { return false }
    guard !leftRange.isEmpty, let leftBase = left.baseAddress, let rightBase = right.baseAddress
    else { return true }
    return memcmp(
      leftBase + leftRange.lowerBound, rightBase + rightRange.lowerBound, leftRange.count) == 0
  }

  /// The text of a byte range that holds whole lines of valid UTF-8.
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}

/// A line of a byte buffer, compared and hashed by its bytes.
///
/// A file's unterminated last line differs from the same bytes with a line end. The value points
/// into its buffer and is valid only while the buffer is.
struct BufferLine: Hashable {
  let start: UnsafePointer<UInt8>?
  let count: Int
  let isUnterminated: Bool

  init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isUnterminated: Bool) {
    start = bytes.baseAddress.map { $0 + range.lowerBound }
    count = range.count
    self.isUnterminated = isUnterminated
  }

  static func == (left: BufferLine, right: BufferLine) -> Bool {
    guard left.count == right.count && left.isUnterminated == right.isUnterminated else {
      return false
    }
    guard left.count > 0, let leftStart = left.start, let rightStart = right.start else {
      return true
    }
    return memcmp(leftStart, rightStart, left.count) == 0
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(isUnterminated)
    hasher.combine(bytes: UnsafeRawBufferPointer(start: start, count: count))
  }
}
