import TextEditing

/// What an edit at the end of the input cannot change: the sum of the pieces before each
/// separator of the text last summed, and the stamp of that text.
///
/// A checkpoint is a UTF-8 offset just after a separator and the exact sum of every piece before
/// it. After an edit that keeps the first *p* bytes, the checkpoints at offsets up to *p* still
/// hold (the bytes before them, hence the separators and pieces, are unchanged), so the engine
/// resumes from the last of them and scans only the rest of the text.
struct Checkpoints: SeparatorSink {
  /// One resumable point of a scan.
  struct Checkpoint {
    /// The offset just after a separator.
    var offset: Int

    /// The sum of the pieces before ``offset``.
    var total: Int128
  }

  /// The checkpoints, in increasing order of offset.
  private(set) var points: [Checkpoint] = []

  /// The stamp of the text the checkpoints describe, or `nil` when they describe nothing.
  private(set) var stamp: TextEdit.Stamp?

  /// Forgets everything, as after a token change or a text the cache does not know.
  mutating func invalidate() {
    points = []
    stamp = nil
  }

  /// Starts describing a new text from scratch, keeping the allocated storage.
  mutating func restart() {
    points.removeAll(keepingCapacity: true)
    stamp = nil
  }

  /// Keeps only the checkpoints at or before `offset` and returns the last of them (or the start
  /// of the text).
  ///
  /// - Parameter offset: How many leading bytes the new text shares with the described one.
  /// - Returns: Where to resume scanning, and the sum of the pieces before it.
  /// - Complexity: Amortized O(1): each checkpoint is removed at most once after it is added.
  mutating func resumePoint(keepingUpTo offset: Int) -> Checkpoint {
    while let last = points.last, last.offset > offset {
      points.removeLast()
    }
    return points.last ?? Checkpoint(offset: 0, total: 0)
  }

  /// Marks the checkpoints as describing the text with `stamp`.
  ///
  /// - Parameter stamp: The stamp of the text just scanned.
  mutating func seal(stamp: TextEdit.Stamp) {
    self.stamp = stamp
  }

  @inline(__always)
  mutating func passSeparator(endingAt offset: Int, total: Int128) {
    points.append(Checkpoint(offset: offset, total: total))
  }
}
