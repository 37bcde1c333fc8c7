/// What an edit cannot change: the sum and count of the pieces before each separator of the
/// text last summed that comes before the edit.
///
/// A checkpoint is a UTF-8 offset just after a separator, the exact sum of every piece before
/// it and how many of them counted. After an edit that keeps the first *p* bytes, the checkpoints at offsets up to *p* still
/// hold (the bytes before them, hence the separators and pieces, are unchanged), so the engine
/// resumes from the last of them and scans only the rest of the text.
///
/// The list need not hold every separator: a plain pass over a long text records only its last
/// separator, marked as following a *gap* in which separators went unrecorded. An edit that
/// keeps a prefix ending inside a gap cannot know the last separator it kept, so the engine scans
/// the gap again, this time recording every separator.
package struct Checkpoints: SeparatorSink {
  /// One resumable point of a scan.
  package struct Checkpoint {
    /// Creates a checkpoint.
    package init(offset: Int, total: Int128, count: Int) {
      self.offset = offset
      self.total = total
      self.count = count
    }

    /// The offset just after a separator.
    package var offset: Int

    /// The sum of the pieces before ``offset``.
    package var total: Int128

    /// How many pieces before ``offset`` the sum added.
    package var count: Int
  }

  /// Where to resume scanning after an edit.
  package struct ResumePoint {
    /// The last checkpoint at or before the end of the kept prefix, or the start of the text.
    package var checkpoint: Checkpoint

    /// Whether ``checkpoint`` is the last separator in the kept prefix; when `false`, a gap
    /// after it may hide later ones, so the scan from it must record every separator.
    package var isExact: Bool
  }

  /// Creates an empty list.
  package init() {}

  /// The checkpoints, in increasing order of offset.
  package private(set) var points: [Checkpoint] = []

  /// The offsets of the checkpoints that follow a gap, in increasing order: separators between
  /// the previous checkpoint (or the start of the text) and each of them may be missing.
  ///
  /// Kept apart from ``points`` so that a checkpoint stays small; there is one per plain pass.
  package private(set) var gapEnds: [Int] = []

  /// Starts describing a new text from scratch, keeping the allocated storage.
  package mutating func restart() {
    points.removeAll(keepingCapacity: true)
    gapEnds.removeAll(keepingCapacity: true)
  }

  /// Keeps only the checkpoints at or before `offset` and returns the last of them (or the start
  /// of the text), with whether no separator can hide between it and `offset`.
  ///
  /// - Parameter offset: How many leading bytes the new text shares with the described one.
  /// - Returns: Where to resume scanning, and the sum of the pieces before it.
  /// - Complexity: Amortized O(1): each checkpoint is removed at most once after it is added.
  package mutating func resumePoint(keepingUpTo offset: Int) -> ResumePoint {
    // After the last checkpoint, the scan that recorded it saw no separator up to the end of
    // the text; before a removed checkpoint, only its gap flag tells.
    var followsGap = false
    while let last = points.last, last.offset > offset {
      followsGap = gapEnds.last == last.offset
      if followsGap {
        gapEnds.removeLast()
      }
      points.removeLast()
    }
    let checkpoint = points.last ?? Checkpoint(offset: 0, total: 0, count: 0)
    // A gap hides nothing from a prefix that ends where it starts.
    return ResumePoint(checkpoint: checkpoint, isExact: !followsGap || checkpoint.offset == offset)
  }

  /// Records the last separator of `bytes` at or after `start`, after a plain scan from `start`
  /// that found `total` and recorded nothing; the separators before it are a gap.
  ///
  /// The last separator is found by reading backwards from the end, and the sum and count
  /// before it are `total` and `count` less the last piece.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8, scanned from `start` to its end.
  ///   - start: Where the scan started: 0 or an offset just after a separator.
  ///   - total: The sum the scan returned, of every piece of the text.
  ///   - count: How many pieces of the text the sum added.
  ///   - separators: The separators the scan split at.
  /// - Complexity: O(*m*) in the length of the text's last piece after `start`.
  package mutating func recordLastSeparator(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, total: Int128, count: Int,
    separators: SeparatorSet
  ) {
    guard let end = Self.lastSeparatorEnd(of: bytes, from: start, separators: separators) else {
      return
    }
    let lastPiece = PieceParser.piece(of: bytes, from: end, to: bytes.count)
    recordGapEnd(
      at: end, total: total &- Int128(lastPiece.value), count: count &- (lastPiece.counts ? 1 : 0))
  }

  /// Returns the offset just after the last separator of `bytes` at or after `start`, or `nil`
  /// when there is none, reading back from the end.
  ///
  /// - Complexity: O(*m*) in the length of the text's last piece after `start`.
  package static func lastSeparatorEnd(
    of bytes: UnsafeBufferPointer<UInt8>, from start: Int, separators: SeparatorSet
  ) -> Int? {
    var position = bytes.count
    while position > start {
      position &-= 1
      let byte = bytes[position]
      guard separators.isStartByte(byte) else { continue }
      let length = byte < 0x80 ? 1 : separators.nonASCIISeparatorLength(in: bytes, at: position)
      guard length > 0 else { continue }
      return position &+ length
    }
    return nil
  }

  /// Records a checkpoint at `offset`, with `total` the sum before it and `count` the pieces it
  /// added, that follows a gap: the separators since the previous checkpoint went unrecorded.
  package mutating func recordGapEnd(at offset: Int, total: Int128, count: Int) {
    points.append(Checkpoint(offset: offset, total: total, count: count))
    gapEnds.append(offset)
  }

  @inline(__always)
  package mutating func passSeparator(endingAt offset: Int, total: Int128, count: Int) {
    points.append(Checkpoint(offset: offset, total: total, count: count))
  }
}
