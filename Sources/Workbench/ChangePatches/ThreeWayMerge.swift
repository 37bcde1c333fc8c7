/// A line-based three-way merge, as `diff3 -m` and `git merge-file` do it.
///
/// Each side's changes are found by diffing it against the original. Changes that touch
/// different lines merge cleanly; the same change on both sides is taken once; changes to the
/// same lines that differ become a conflict between git-style markers:
///
///     <<<<<<< ours
///     our lines
///     =======
///     their lines
///     >>>>>>> theirs
///
/// An insertion next to a change on the other side is a conflict too, since their order is a
/// guess.
public enum ThreeWayMerge {
  /// The merged text and the number of conflicts written into it.
  public struct Result: Equatable, Sendable {
    /// The merged text, with conflict markers where the sides disagree.
    public var text: String
    /// The number of conflict regions in `text`.
    public var conflicts: Int

    /// Creates a result.
    public init(text: String, conflicts: Int) {
      self.text = text
      self.conflicts = conflicts
    }
  }

  /// Merges two edited versions of a text.
  ///
  /// - Parameters:
  ///   - original: The common ancestor.
  ///   - ours: Our version; its side of a conflict comes first.
  ///   - theirs: Their version.
  /// - Returns: The merged text and its number of conflicts.
  /// - Complexity: That of two `LineDiff` runs, plus O(n) for the merge.
  public static func merge(original: String, ours: String, theirs: String) -> Result {
    let base = TextLines(original)
    let left = TextLines(ours)
    let right = TextLines(theirs)
    let leftChanges = changes(from: base, to: left)
    let rightChanges = changes(from: base, to: right)
    var output: [LineKey] = []
    var conflicts = 0
    var copied = 0
    var leftNext = 0
    var rightNext = 0
    let baseKeys = base.keys
    while leftNext < leftChanges.count || rightNext < rightChanges.count {
      let (region, leftTaken, rightTaken) = nextRegion(
        leftChanges: leftChanges, leftNext: leftNext, rightChanges: rightChanges,
        rightNext: rightNext)
      output.append(contentsOf: baseKeys[copied..<region.lower])
      let ourLines = version(of: region, changes: leftChanges[leftTaken], side: left.keys)
      let theirLines = version(of: region, changes: rightChanges[rightTaken], side: right.keys)
      if rightTaken.isEmpty {
        output.append(contentsOf: ourLines)
      } else if leftTaken.isEmpty || ourLines == theirLines {
        output.append(contentsOf: theirLines)
      } else {
        conflicts += 1
        output.append(LineKey(text: "<<<<<<< ours", isUnterminated: false))
        output.append(contentsOf: ourLines)
        output.append(LineKey(text: "=======", isUnterminated: false))
        output.append(contentsOf: theirLines)
        output.append(LineKey(text: ">>>>>>> theirs", isUnterminated: false))
      }
      copied = region.upper
      leftNext = leftTaken.upperBound
      rightNext = rightTaken.upperBound
    }
    output.append(contentsOf: baseKeys[copied...])
    return Result(text: text(of: output), conflicts: conflicts)
  }

  /// A run of changed lines: old lines `old` of the original became lines `new` of a side.
  private struct Change {
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The original lines a merge region covers; an empty range is an insertion point.
  private struct Region {
    var lower: Int
    var upper: Int
    /// Whether an insertion point sits at `upper`, so that a change starting there touches it.
    var insertsAtUpper: Bool

    init(_ range: Range<Int>) {
      lower = range.lowerBound
      upper = range.upperBound
      insertsAtUpper = range.isEmpty
    }

    /// Whether a change of the original lines `range` shares a line with the region, or sits
    /// at an insertion point of it, or is an insertion at its edge.
    func overlaps(_ range: Range<Int>) -> Bool {
      if range.lowerBound < upper && range.upperBound > lower { return true }
      if range.isEmpty { return range.lowerBound >= lower && range.lowerBound <= upper }
      return range.lowerBound == upper && insertsAtUpper
    }

    mutating func take(_ range: Range<Int>) {
      if range.upperBound > upper {
        upper = range.upperBound
        insertsAtUpper = range.isEmpty
      } else if range.upperBound == upper && range.isEmpty {
        insertsAtUpper = true
      }
      lower = min(lower, range.lowerBound)
    }
  }

  /// The region that starts with the first change left on either side, grown to take in
  /// every change of either side that overlaps it, and the changes it took from each side.
  private static func nextRegion(
    leftChanges: [Change], leftNext: Int, rightChanges: [Change], rightNext: Int
  ) -> (Region, left: Range<Int>, right: Range<Int>) {
    // Start a region with the change that begins first, then take in every change of either
    // side that overlaps the region as it grows.
    let startsOnLeft =
      rightNext == rightChanges.count
      || (leftNext < leftChanges.count
        && leftChanges[leftNext].old.lowerBound <= rightChanges[rightNext].old.lowerBound)
    var region = Region(
      startsOnLeft ? leftChanges[leftNext].old : rightChanges[rightNext].old)
    // The first change is always taken, so every pass makes progress.
    var leftTaken = leftNext..<(startsOnLeft ? leftNext + 1 : leftNext)
    var rightTaken = rightNext..<(startsOnLeft ? rightNext : rightNext + 1)
    var grew = true
    while grew {
      grew = false
      if leftTaken.upperBound < leftChanges.count,
        region.overlaps(leftChanges[leftTaken.upperBound].old)
      {
        region.take(leftChanges[leftTaken.upperBound].old)
        leftTaken = leftTaken.lowerBound..<(leftTaken.upperBound + 1)
        grew = true
      }
      if rightTaken.upperBound < rightChanges.count,
        region.overlaps(rightChanges[rightTaken.upperBound].old)
      {
        region.take(rightChanges[rightTaken.upperBound].old)
        rightTaken = rightTaken.lowerBound..<(rightTaken.upperBound + 1)
        grew = true
      }
    }
    return (region, leftTaken, rightTaken)
  }

  /// The runs of changes that turn `base` into `side`.
  private static func changes(from base: TextLines, to side: TextLines) -> [Change] {
    var result: [Change] = []
    var oldPosition = 0
    var newPosition = 0
    var current: Change?
    for edit in LineDiff.edits(from: base.keys, to: side.keys) {
      switch edit {
      case .keep(let oldIndex, let newIndex):
        if let finished = current { result.append(finished) }
        current = nil
        oldPosition = oldIndex + 1
        newPosition = newIndex + 1
      case .delete(let oldIndex):
        var change =
          current ?? Change(old: oldPosition..<oldPosition, new: newPosition..<newPosition)
        change.old = change.old.lowerBound..<(oldIndex + 1)
        current = change
        oldPosition = oldIndex + 1
      case .insert(let newIndex):
        var change =
          current ?? Change(old: oldPosition..<oldPosition, new: newPosition..<newPosition)
        change.new = change.new.lowerBound..<(newIndex + 1)
        current = change
        newPosition = newIndex + 1
      }
    }
    if let finished = current { result.append(finished) }
    return result
  }

  /// One side's lines for a region of the original: its changes there, with the original's
  /// lines around and between them.
  private static func version(
    of region: Region, changes: ArraySlice<Change>, side: [LineKey]
  ) -> [LineKey] {
    guard let first = changes.first, let last = changes.last else { return [] }
    let start = first.new.lowerBound - (first.old.lowerBound - region.lower)
    let end = last.new.upperBound + (region.upper - last.old.upperBound)
    return Array(side[start..<end])
  }

  /// Joins merged lines; an unterminated line gets its "\n" back unless it ends the text.
  private static func text(of lines: [LineKey]) -> String {
    var result = ""
    for (index, line) in lines.enumerated() {
      result += line.text
      if !line.isUnterminated || index < lines.count - 1 { result += "\n" }
    }
    return result
  }
}
