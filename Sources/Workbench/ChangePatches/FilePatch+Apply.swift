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
    let file = TextLines(text ?? "")
    var result: [Substring] = []
    result.reserveCapacity(file.lines.count)
    var endsWithNewline = file.endsWithNewline
    var consumed = 0
    var shift = 0
    var offsets: [Int] = []
    for (number, hunk) in hunks.enumerated() {
      let old = hunk.oldLines
      guard old.count == hunk.oldCount, hunk.newLines.count == hunk.newCount else {
        throw rejection("its line counts do not match its lines", hunk: number)
      }
      let expected = hunk.oldCount > 0 ? hunk.oldStart - 1 : hunk.oldStart
      guard
        let position = Self.position(
          of: old, endingWithoutNewline: hunk.oldEndsWithoutNewline, in: file,
          near: expected + shift, from: consumed)
      else {
        throw rejection("its context lines are not in the file", hunk: number)
      }
      result.append(contentsOf: file.lines[consumed..<position])
      let new = hunk.newLines
      result.append(contentsOf: new.map { Substring($0) })
      consumed = position + old.count
      if consumed == file.lines.count {
        endsWithNewline = new.isEmpty || !hunk.newEndsWithoutNewline
      } else if hunk.newEndsWithoutNewline {
        throw rejection(
          "its new side ends the file without a newline, but it does not apply at the end of "
            + "the file", hunk: number)
      }
      shift = position - expected
      offsets.append(shift)
    }
    result.append(contentsOf: file.lines[consumed...])
    if isDeletion {
      guard result.isEmpty else {
        throw rejection("the patch deletes the file, but the file holds lines it does not remove")
      }
      return Application(text: nil, offsets: offsets)
    }
    return Application(
      text: TextLines(lines: result, endsWithNewline: endsWithNewline || result.isEmpty).text,
      offsets: offsets)
  }

  /// The nearest position at or after `lowest` where the lines match the file exactly.
  private static func position(
    of lines: [String], endingWithoutNewline: Bool, in file: TextLines, near target: Int,
    from lowest: Int
  ) -> Int? {
    let highest = file.lines.count - lines.count
    guard highest >= lowest else { return nil }
    let unterminated = file.endsWithNewline ? -1 : file.lines.count - 1
    func matches(at start: Int) -> Bool {
      for (index, line) in lines.enumerated() {
        let fileIndex = start + index
        let lineUnterminated = endingWithoutNewline && index == lines.count - 1
        guard (fileIndex == unterminated) == lineUnterminated,
          file.lines[fileIndex].utf8.elementsEqual(line.utf8)
        else { return false }
      }
      return true
    }
    let farthest = max(abs(target - lowest), abs(highest - target))
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

  /// A rejection of the whole file, or of the hunk at a 0-based `hunk` index.
  private func rejection(_ reason: String, hunk: Int? = nil) -> PatchRejection {
    PatchRejection(
      path: path, hunkIndex: hunk.map { $0 + 1 }, hunkCount: hunks.count,
      hunkHeader: hunk.map { hunks[$0].header }, hunkText: hunk.map { hunks[$0].text },
      reason: reason)
  }
}
