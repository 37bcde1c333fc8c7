import CalculatorEngine
public import TextEditing
import Tracing

/// The calculator's sum of a text that changes by edits: a value that a role owns and feeds
/// each edit, and that redoes only what the edit changed.
///
/// The separators are the Unicode scalars of ``token``. A piece (the text between separators)
/// counts when it matches Swift's `Int(String)` grammar and fits in `Int64`; the sum is exact,
/// in `Int128`. Nothing traps, whatever the input.
///
/// ```swift
/// var sum = IncrementalSum(token: ",")
/// sum.sum(of: "1,2")                                                         // 3
/// sum.sum(of: "1,23", after: TextEdit(range: 3..<3, replacementString: "3"))  // 24
/// ```
///
/// It keeps no copy of the text: only the sum before each separator it passed and what it read
/// of the last piece. An edit is checked against what it knows, in time proportional to the
/// replacement: its range must lie inside the text last summed, the lengths must add up to the
/// new input's, and the replacement must be in the input where the range starts. An edit that
/// fails a check is answered by a whole scan of the input.
public struct IncrementalSum: Sendable {
  /// The separator text; every Unicode scalar in it splits the input.
  ///
  /// Changing it forgets the text last summed, so the next call scans its whole input; setting
  /// the same text again changes nothing.
  public var token: String {
    didSet {
      // The bytes decide: canonically equal tokens may differ in their scalars, which decide
      // the separators. Only the scalars the edit changed are looked up, so typing into a long
      // token costs a keystroke and a comparison of the bytes, 256 at a time.
      if separators.update(from: oldValue, to: token) { knowsText = false }
    }
  }

  /// How many UTF-8 bytes of input this value has read, in all its calls.
  ///
  /// A whole scan reads the input once and its last piece once more; an edit at the end of the
  /// text reads about the bytes it added or removed.
  public private(set) var scannedByteCount = 0

  private var separators: SeparatorSet
  private var checkpoints = Checkpoints()
  private var tail = TailPiece(start: 0)
  private var tailBase: Int128 = 0
  /// Whether ``checkpoints`` and ``tail`` describe the text last summed, which is
  /// `tail.end` bytes long.
  private var knowsText = true

  /// How many bytes a scan must cover before it runs as a plain pass that records only the last
  /// separator, instead of recording every separator.
  ///
  /// A paste then costs no more than a plain pass; the separators it did not record are
  /// recorded by a later scan if an edit deletes back past the last one. Tests lower it to take
  /// that path on short texts.
  var leanScanMinimum = 4096

  /// The UTF-8 offset from which the last call read the input: 0 for a whole scan, more when an
  /// edit let it resume; tests read it to check the incremental path.
  private(set) var lastScanStart = 0

  /// Creates a sum over the empty text.
  ///
  /// - Parameter token: The separator text.
  public init(token: String = "") {
    self.token = token
    separators = SeparatorSet(token: token)
  }

  /// Returns the exact sum of the integer pieces of `input`, scanning all of it.
  ///
  /// - Parameter input: The text to split and sum.
  /// - Returns: The sum.
  /// - Complexity: O(*n*) in the UTF-8 length of `input`.
  public mutating func sum(of input: String) -> Int128 {
    guard Trace.isEnabled else { return untracedSum(of: input) }
    return Trace.call(role: "IncrementalSum", "sum(of:)", argument: Trace.describe(input)) {
      untracedSum(of: input)
    }
  }

  /// Returns the exact sum of the integer pieces of `input`, which `edit` made from the text
  /// this value last summed.
  ///
  /// Only the bytes from the last separator before the edit on are read; typing or deleting at
  /// the end of the last piece reads only the bytes typed or deleted. When the edit does not fit
  /// (its range goes past the end of the text last summed, the lengths do not add up to
  /// `input`'s, the replacement is not in `input` where the range starts, or the token changed
  /// since), the whole input is scanned.
  ///
  /// What no check short of reading the whole input can see is a change before the edit that
  /// nobody reported: the caller promises that `input` is the text last summed with `edit`
  /// applied, and the sum is that text's.
  ///
  /// - Parameters:
  ///   - input: The text after the edit.
  ///   - edit: The edit that made it from the text last summed.
  /// - Returns: The sum.
  /// - Complexity: Amortized O(*m*) in the bytes from the last separator before the edit to the
  ///   end; O(*k*) in the bytes added or removed for an edit at the end of the last piece.
  public mutating func sum(of input: String, after edit: TextEdit) -> Int128 {
    guard Trace.isEnabled else { return untracedSum(of: input, after: edit) }
    return Trace.call(role: "IncrementalSum", "sum(of:after:)", argument: Trace.describe(input)) {
      untracedSum(of: input, after: edit)
    }
  }

  /// ``sum(of:)`` without reporting a message: for the ``Calculator`` that owns this value,
  /// whose own message already says what is asked.
  mutating func untracedSum(of input: String) -> Int128 {
    Self.withUTF8(of: input) { bytes in scanWhole(bytes) }
  }

  /// ``sum(of:after:)`` without reporting a message.
  mutating func untracedSum(of input: String, after edit: TextEdit) -> Int128 {
    if Trace.isEnabled { Trace.tally(1, as: Self.editsTally) }
    return Self.withUTF8(of: input) { bytes in
      guard knowsText, Self.fits(edit, bytes, previousCount: tail.end) else {
        return scanWhole(bytes)
      }
      let lower = edit.range.lowerBound
      guard lower >= tail.start, edit.range.upperBound == tail.end else {
        let resume = checkpoints.resumePoint(keepingUpTo: lower)
        return scan(
          bytes, from: resume.checkpoint.offset, total: resume.checkpoint.total,
          mayBeLean: resume.isExact)
      }
      lastScanStart = lower
      if lower < tail.end {
        scannedByteCount &+= tail.truncate(to: lower, in: bytes)
      }
      return extendTail(bytes, from: lower)
    }
  }

  /// Whether `edit` made `bytes` from the text last summed, `previousCount` bytes long, as far as
  /// O(*m*) checks tell.
  ///
  /// Static, so that calling it from a closure over `self` copies nothing.
  private static func fits(
    _ edit: TextEdit, _ bytes: UnsafeBufferPointer<UInt8>, previousCount: Int
  ) -> Bool {
    guard edit.resultingCount(fromCount: previousCount) == bytes.count else { return false }
    let start = edit.range.lowerBound
    let matches = edit.replacementString.utf8.withContiguousStorageIfAvailable { added in
      var index = 0
      while index < added.count {
        guard bytes[start &+ index] == added[index] else { return false }
        index &+= 1
      }
      return true
    }
    let end = start &+ edit.replacementString.utf8.count
    return matches ?? edit.replacementString.utf8.elementsEqual(bytes[start..<end])
  }

  /// How many bytes after a separator make ``extendTail(_:from:)`` hand the rest to the scanner.
  static let longRest = 64

  /// Reads `bytes` from `position` on as the continuation of the last piece, and the pieces
  /// after it when they are short; a long rest goes to the scanner.
  @inline(__always)
  private mutating func extendTail(
    _ bytes: UnsafeBufferPointer<UInt8>, from position: Int
  ) -> Int128 {
    var position = position
    let start = position
    let startBytes = separators.startByteBits
    while position < bytes.count {
      let byte = bytes[position]
      if startBytes.contains(byte) {
        let length = byte < 0x80 ? 1 : separators.nonASCIISeparatorLength(in: bytes, at: position)
        if length > 0 {
          let total = tailBase &+ Int128(tail.value)
          let after = position &+ length
          checkpoints.passSeparator(endingAt: after, total: total)
          tail = TailPiece(start: after)
          tailBase = total
          position = after
          // A few bytes more are read here; a long rest (a paste) goes to the scanner.
          if bytes.count &- after >= Self.longRest {
            scannedByteCount &+= after &- start
            report(after &- start)
            let sum = scan(bytes, from: after, total: total, mayBeLean: true)
            lastScanStart = start
            return sum
          }
          continue
        }
      }
      tail.append(byte)
      position &+= 1
    }
    scannedByteCount &+= position &- start
    report(position &- start)
    return tailBase &+ Int128(tail.value)
  }

  private mutating func scanWhole(_ bytes: UnsafeBufferPointer<UInt8>) -> Int128 {
    checkpoints.restart()
    knowsText = true
    // A whole text is read as a paste is: one plain pass that remembers only the last separator
    // (edits at the end need no more), and the scanner for all but the shortest texts.
    return scan(bytes, from: 0, total: 0, mayBeLean: true, leanFrom: 0, shortRest: 16)
  }

  /// Scans `bytes` from `start`, a piece's start, recording separators, then reads the last
  /// piece into ``tail``.
  private mutating func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, total initial: Int128,
    mayBeLean: Bool, leanFrom: Int? = nil, shortRest: Int = IncrementalSum.longRest
  ) -> Int128 {
    lastScanStart = start
    guard bytes.count &- start >= shortRest else {
      // A short rest is read a byte at a time, which costs less than setting up the scanner.
      tail = TailPiece(start: start)
      tailBase = initial
      return extendTail(bytes, from: start)
    }
    let separators = self.separators
    var sink = checkpoints
    checkpoints = Checkpoints()  // Leaves `sink` the only owner of the storage, so no copy.
    let total: Int128
    let isLean = mayBeLean && bytes.count &- start >= (leanFrom ?? leanScanMinimum)
    // A lean pass records nothing as it goes; the last separator is found afterwards, reading
    // back from the end, and the last piece read once more gives the sum before it.
    let lastSeparatorEnd: Int?
    if isLean {
      var discarding = DiscardingSink()
      total = PieceScanner.sum(
        of: bytes, from: start, total: initial, separators: separators, sink: &discarding)
      lastSeparatorEnd = Checkpoints.lastSeparatorEnd(
        of: bytes, from: start, separators: separators)
    } else {
      total = PieceScanner.sum(
        of: bytes, from: start, total: initial, separators: separators, sink: &sink)
      lastSeparatorEnd = nil
    }
    let last = sink.points.last ?? Checkpoints.Checkpoint(offset: 0, total: 0)
    let tailStart = lastSeparatorEnd ?? last.offset
    tail = TailPiece(start: tailStart)
    var position = tailStart
    while position < bytes.count {
      tail.append(bytes[position])
      position &+= 1
    }
    if let lastSeparatorEnd {
      tailBase = total &- Int128(tail.value)
      sink.recordGapEnd(at: lastSeparatorEnd, total: tailBase)
    } else {
      tailBase = last.total
    }
    checkpoints = sink
    let read = (bytes.count &- start) &+ (bytes.count &- tailStart)
    scannedByteCount &+= read
    report(read)
    return total
  }

  @inline(__always)
  private func report(_ bytes: Int) {
    if Trace.isEnabled { Trace.tally(bytes, as: Self.scannedBytesTally) }
  }

  /// Calls `body` with the UTF-8 of `input`, in place when the string is contiguous and from a
  /// copy otherwise.
  @inline(__always)
  private static func withUTF8(
    of input: String, _ body: (UnsafeBufferPointer<UInt8>) -> Int128
  ) -> Int128 {
    if let result = input.utf8.withContiguousStorageIfAvailable(body) {
      return result
    }
    return Array(input.utf8).withUnsafeBufferPointer(body)
  }
}
