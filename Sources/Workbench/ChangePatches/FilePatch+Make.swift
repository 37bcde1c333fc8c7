extension FilePatch {
  /// Makes the patch that turns one version of a file into another, as `diff -u` would.
  ///
  /// A side is absent when its text is nil: the patch then adds or deletes the file. A present
  /// side without a path takes the other side's. Hunks whose context would touch or overlap are
  /// merged into one, as `diff -u` merges them.
  ///
  ///     let patch = FilePatch.make(oldPath: "A.swift", old: "a\nb\n", newPath: "A.swift",
  ///       new: "a\nc\n")
  ///     // one hunk: @@ -1,2 +1,2 @@, " a", "-b", "+c"
  ///
  /// - Parameters:
  ///   - oldPath: The file's path before the change.
  ///   - old: The file's text before the change, or nil when the change adds it.
  ///   - newPath: The file's path after the change.
  ///   - new: The file's text after the change, or nil when the change deletes it.
  ///   - context: The number of unchanged lines to show around each change.
  ///   - maximumCost: The edit cost past which the diff stops looking for a minimal script and
  ///     replaces everything between the common prefix and suffix; nil searches without limit.
  /// - Returns: The patch, or nil when the file is the same on both sides (or absent on both).
  /// - Complexity: O((N + M) · D), as `LineDiff`.
  public static func make(
    oldPath: String?, old: String?, newPath: String?, new: String?, context: Int = 3,
    maximumCost: Int? = nil
  ) -> FilePatch? {
    guard old != nil || new != nil else { return nil }
    let storedOld = old.map { _ in oldPath ?? newPath ?? "" }
    let storedNew = new.map { _ in newPath ?? oldPath ?? "" }
    if let old, let new, storedOld == storedNew, old.utf8.elementsEqual(new.utf8) {
      return nil
    }
    let hunks = LineBuffer.withBytes(old ?? "") { oldBytes in
      LineBuffer.withBytes(new ?? "") { newBytes in
        Self.hunks(
          from: Side(oldBytes), to: Side(newBytes), context: max(0, context),
          maximumCost: maximumCost)
      }
    }
    return FilePatch(oldPath: storedOld, newPath: storedNew, hunks: hunks)
  }

  /// One version of a file: its bytes and their lines.
  private struct Side {
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: [Range<Int>]
    let endsWithNewline: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      (lines, endsWithNewline) = LineBuffer.lines(of: bytes)
    }

    func text(_ line: Int) -> String { LineBuffer.string(bytes, lines[line]) }

    func key(_ line: Int) -> BufferLine {
      BufferLine(bytes, lines[line], isUnterminated: line == lines.count - 1 && !endsWithNewline)
    }
  }

  /// Numbers the lines of both sides (equal lines get equal numbers), diffs the numbers and
  /// groups the edits into hunks.
  private static func hunks(
    from before: Side, to after: Side, context: Int, maximumCost: Int?
  ) -> [Hunk] {
    var numbers: [BufferLine: Int] = [:]
    numbers.reserveCapacity(before.lines.count + after.lines.count)
    func number(_ key: BufferLine) -> Int {
      if let known = numbers[key] { return known }
      let next = numbers.count
      numbers[key] = next
      return next
    }
    let oldNumbers = before.lines.indices.map { number(before.key($0)) }
    let newNumbers = after.lines.indices.map { number(after.key($0)) }
    let edits = LineDiff.search(from: oldNumbers, to: newNumbers, maximumCost: maximumCost).edits
    return hunks(of: edits, before: before, after: after, context: context)
  }

  /// Groups an edit script into hunks with `context` unchanged lines around each change.
  private static func hunks(
    of edits: [LineDiff.Edit], before: Side, after: Side, context: Int
  ) -> [Hunk] {
    let changes = edits.indices.filter {
      if case .keep = edits[$0] { false } else { true }
    }
    guard let firstChange = changes.first else { return [] }
    var groups: [ClosedRange<Int>] = []
    var groupStart = firstChange
    var groupEnd = firstChange
    for change in changes.dropFirst() {
      if change - groupEnd - 1 <= 2 * context {
        groupEnd = change
      } else {
        groups.append(groupStart...groupEnd)
        groupStart = change
        groupEnd = change
      }
    }
    groups.append(groupStart...groupEnd)
    return groups.map { group in
      let first = max(0, group.lowerBound - context)
      let last = min(edits.count - 1, group.upperBound + context)
      return hunk(of: edits, in: first...last, before: before, after: after)
    }
  }

  /// Makes the hunk of a slice of an edit script.
  private static func hunk(
    of edits: [LineDiff.Edit], in range: ClosedRange<Int>, before: Side, after: Side
  ) -> Hunk {
    var lines: [Hunk.Line] = []
    var oldIndices: [Int] = []
    var newIndices: [Int] = []
    for edit in edits[range] {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        lines.append(.context(before.text(oldIndex)))
        oldIndices.append(oldIndex)
        newIndices.append(newIndex)
      case .delete(let oldIndex):
        lines.append(.removed(before.text(oldIndex)))
        oldIndices.append(oldIndex)
      case .insert(let newIndex):
        lines.append(.added(after.text(newIndex)))
        newIndices.append(newIndex)
      }
    }
    // An empty side sits after the lines that precede the hunk's first edit.
    var oldBefore = 0
    var newBefore = 0
    switch edits[range.lowerBound] {
    case .keep(let oldIndex, let newIndex):
      oldBefore = oldIndex
      newBefore = newIndex
    case .delete(let oldIndex):
      oldBefore = oldIndex
      newBefore = Self.newLinesBefore(range.lowerBound, in: edits)
    case .insert(let newIndex):
      newBefore = newIndex
      oldBefore = Self.oldLinesBefore(range.lowerBound, in: edits)
    }
    return Hunk(
      oldStart: oldIndices.first.map { $0 + 1 } ?? oldBefore, oldCount: oldIndices.count,
      newStart: newIndices.first.map { $0 + 1 } ?? newBefore, newCount: newIndices.count,
      lines: lines,
      oldEndsWithoutNewline: !before.endsWithNewline && oldIndices.last == before.lines.count - 1,
      newEndsWithoutNewline: !after.endsWithNewline && newIndices.last == after.lines.count - 1)
  }

  /// The number of old lines the edits before `position` consume.
  private static func oldLinesBefore(_ position: Int, in edits: [LineDiff.Edit]) -> Int {
    for edit in edits[..<position].reversed() {
      switch edit {
      case .keep(let oldIndex, _), .delete(let oldIndex): return oldIndex + 1
      case .insert: continue
      }
    }
    return 0
  }

  /// The number of new lines the edits before `position` produce.
  private static func newLinesBefore(_ position: Int, in edits: [LineDiff.Edit]) -> Int {
    for edit in edits[..<position].reversed() {
      switch edit {
      case .keep(_, let newIndex), .insert(let newIndex): return newIndex + 1
      case .delete: continue
      }
    }
    return 0
  }
}
