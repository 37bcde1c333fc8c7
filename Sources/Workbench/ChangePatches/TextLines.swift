/// A text split into lines on "\n", remembering whether its last line was terminated.
///
/// A carriage return stays part of its line, so a file with CRLF line ends keeps them through a
/// diff and a patch. Lines compare by their UTF-8 bytes, never by Unicode equivalence: a patch
/// must reproduce a file byte for byte.
///
///     let lines = TextLines("one\r\ntwo")
///     // lines.lines == ["one\r", "two"], lines.endsWithNewline == false
public struct TextLines: Equatable, Sendable {
  /// The lines, without their "\n".
  public var lines: [Substring]
  /// Whether the text ended with "\n"; true for the empty text, which has no unfinished line.
  public var endsWithNewline: Bool

  /// Splits a text into lines.
  ///
  /// - Parameter text: The text of a file.
  /// - Complexity: O(n) in the length of `text`.
  public init(_ text: String) {
    let (ranges, endsWithNewline) = LineBuffer.withBytes(text) { LineBuffer.lines(of: $0) }
    let bytes = text.utf8
    lines = ranges.map { range in
      let start = bytes.index(bytes.startIndex, offsetBy: range.lowerBound)
      return Substring(bytes[start..<bytes.index(start, offsetBy: range.count)])
    }
    self.endsWithNewline = endsWithNewline
  }

  /// Creates lines from their parts.
  public init(lines: [Substring], endsWithNewline: Bool) {
    self.lines = lines
    self.endsWithNewline = endsWithNewline
  }

  /// The text these lines were split from.
  public var text: String {
    var result = ""
    result.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for (index, line) in lines.enumerated() {
      result += line
      if index < lines.count - 1 || endsWithNewline { result += "\n" }
    }
    return result
  }

  /// Whether two texts have the same lines, byte for byte, and the same ending.
  public static func == (left: TextLines, right: TextLines) -> Bool {
    left.endsWithNewline == right.endsWithNewline && left.lines.count == right.lines.count
      && zip(left.lines, right.lines).allSatisfy {
        LineKey(text: $0, isUnterminated: false) == LineKey(text: $1, isUnterminated: false)
      }
  }
}

/// A line compared by its UTF-8 bytes, and told apart from the same text with a line end when it
/// is a file's unterminated last line; what the diffs of files and the merge compare.
struct LineKey: Hashable {
  let text: Substring
  let isUnterminated: Bool

  static func == (left: LineKey, right: LineKey) -> Bool {
    guard left.isUnterminated == right.isUnterminated,
      left.text.utf8.count == right.text.utf8.count
    else { return false }
    let compared = left.text.utf8.withContiguousStorageIfAvailable { leftBytes in
      right.text.utf8.withContiguousStorageIfAvailable { rightBytes in
        LineBuffer.equal(leftBytes, 0..<leftBytes.count, rightBytes, 0..<rightBytes.count)
      }
    }
    return (compared ?? nil) ?? left.text.utf8.elementsEqual(right.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(isUnterminated)
    hasher.combine(text.utf8.count)
    let hashed: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if hashed == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}

extension TextLines {
  /// The lines as keys for a diff, the last one marked when the text does not end with "\n".
  var keys: [LineKey] {
    lines.indices.map { index in
      LineKey(text: lines[index], isUnterminated: index == lines.count - 1 && !endsWithNewline)
    }
  }
}
