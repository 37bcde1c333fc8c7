extension FilePatch {
  /// The result of applying a file patch: the new text and where each hunk was found.
  public struct Application: Equatable, Sendable {
    /// The file's new text, or nil when the patch deletes it.
    public var text: String?
    /// For each hunk, how many lines below (positive) or above (negative) the line its header
    /// names it applied; all zero when the file is exactly the patch's base.
    public var offsets: [Int]

    /// Creates an application result.
    public init(text: String?, offsets: [Int]) {
      self.text = text
      self.offsets = offsets
    }
  }

  /// Applies the patch to a file's text.
  ///
  /// - Parameter text: The file's text, or nil when the file does not exist.
  /// - Returns: The new text, or nil when the patch deletes the file.
  /// - Throws: A `PatchRejection` naming the first hunk that does not apply, or the file when
  ///   the patch adds a file that exists or deletes one that does not or that holds more.
  /// - Complexity: O(n) for a file of n lines that is the patch's base; a moved hunk costs up
  ///   to O(n · m) for m lines of its old side.
  public func applied(to text: String?) throws(PatchRejection) -> String? {
    try appliedWithOffsets(to: text).text
  }

  /// Applies the patch to a file's text and reports where each hunk applied.
  ///
  /// Each hunk's old side (its context and removed lines) must match the file exactly, with no
  /// fuzz. It is looked for at the line its header names, moved by the offset at which the
  /// previous hunk applied, then ever further above and below (the nearer wins, and above on a
  /// tie), never overlapping the previous hunk, as `patch` does.
  ///
  /// - Parameter text: The file's text, or nil when the file does not exist.
  /// - Returns: The new text (nil when the patch deletes the file) and each hunk's offset.
  /// - Throws: A `PatchRejection` naming the first hunk that does not apply, or the file when
  ///   the patch adds a file that exists or deletes one that does not or that holds more.
  public func appliedWithOffsets(to text: String?) throws(PatchRejection) -> Application {
    if isAddition, text != nil {
      throw rejection("the patch adds the file, but it already exists")
    }
    if !isAddition, text == nil {
      throw rejection("the file does not exist")
    }
    let outcome = LineBuffer.withBytes(text ?? "") { bytes in apply(to: bytes) }
    let (output, offsets) = try outcome.get()
    if isDeletion {
      guard output.isEmpty else {
        throw rejection("the patch deletes the file, but the file holds lines it does not remove")
      }
      return Application(text: nil, offsets: offsets)
    }
    return Application(text: String(decoding: output, as: UTF8.self), offsets: offsets)
  }

  /// Applies the hunks to a file's bytes, giving the new bytes and each hunk's offset.
  private func apply(
    to bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<([UInt8], [Int]), PatchRejection> {
    let (lines, endsWithNewline) = LineBuffer.lines(of: bytes)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 1024)
    // Where each line starts, and where the text ends, for copying whole lines as bytes.
    func offset(ofLine line: Int) -> Int {
      line < lines.count ? lines[line].lowerBound : bytes.count
    }
    var consumed = 0
    var shift = 0
    var offsets: [Int] = []
    for (number, hunk) in hunks.enumerated() {
      let old = hunk.oldLines.map { Array($0.utf8) }
      guard old.count == hunk.oldCount, hunk.newLines.count == hunk.newCount else {
        return .failure(rejection("its line counts do not match its lines", hunk: number))
      }
      let expected = hunk.oldCount > 0 ? hunk.oldStart - 1 : hunk.oldStart
      let file = FileLines(bytes: bytes, lines: lines, endsWithNewline: endsWithNewline)
      guard
        let position = file.position(
          of: old, endingWithoutNewline: hunk.oldEndsWithoutNewline, near: expected + shift,
          from: consumed)
      else {
        return .failure(rejection("its context lines are not in the file", hunk: number))
      }
      if old.isEmpty && position == lines.count && !endsWithNewline && !hunk.newLines.isEmpty {
        return .failure(
          rejection(
            "it adds lines after the file's last line, which has no newline", hunk: number))
      }
      output.append(
        contentsOf: UnsafeBufferPointer(
          rebasing: bytes[offset(ofLine: consumed)..<offset(ofLine: position)]))
      consumed = position + old.count
      let new = hunk.newLines
      for (index, line) in new.enumerated() {
        output.append(contentsOf: line.utf8)
        if index < new.count - 1 || !hunk.newEndsWithoutNewline {
          output.append(UInt8(ascii: "\n"))
        }
      }
      if hunk.newEndsWithoutNewline && consumed != lines.count {
        return .failure(
          rejection(
            "its new side ends the file without a newline, but it does not apply at the end of "
              + "the file", hunk: number))
      }
      shift = position - expected
      offsets.append(shift)
    }
    output.append(
      contentsOf: UnsafeBufferPointer(rebasing: bytes[offset(ofLine: consumed)..<bytes.count]))
    return .success((output, offsets))
  }

  /// The lines of a file's bytes, searched for a hunk's old side.
  private struct FileLines {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: [Range<Int>]
    let endsWithNewline: Bool

    /// The nearest position at or after `lowest` where the lines match the file exactly.
    func position(
      of wanted: [[UInt8]], endingWithoutNewline: Bool, near target: Int, from lowest: Int
    ) -> Int? {
      let highest = lines.count - wanted.count
      guard highest >= lowest else { return nil }
      let unterminated = endsWithNewline ? -1 : lines.count - 1
      func matches(at start: Int) -> Bool {
        for (index, line) in wanted.enumerated() {
          let fileIndex = start + index
          let lineUnterminated = endingWithoutNewline && index == wanted.count - 1
          let equal = line.withUnsafeBufferPointer {
            LineBuffer.equal(bytes, lines[fileIndex], $0, 0..<$0.count)
          }
          guard (fileIndex == unterminated) == lineUnterminated, equal else { return false }
        }
        return true
      }
      // Outside the possible positions, all candidates lie on one side: start from the nearest.
      let target = min(max(target, lowest), highest)
      let farthest = max(target - lowest, highest - target)
      for distance in 0...farthest {
        let above = target - distance
        if above >= lowest && above <= highest && matches(at: above) { return above }
        let below = target + distance
        if distance > 0 && below >= lowest && below <= highest && matches(at: below) {
          return below
        }
      }
      return nil
    }
  }

  /// A rejection of the whole file, or of the hunk at a 0-based `hunk` index.
  private func rejection(_ reason: String, hunk: Int? = nil) -> PatchRejection {
    PatchRejection(
      path: path, hunkIndex: hunk.map { $0 + 1 }, hunkCount: hunks.count,
      hunkHeader: hunk.map { hunks[$0].header }, hunkText: hunk.map { hunks[$0].text },
      reason: reason)
  }
}
