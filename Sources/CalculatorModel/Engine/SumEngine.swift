public import TextEditing
import Tracing

/// Computes the calculator's sums: one pass over the input's UTF-8, and for an edit at the end
/// of a text it summed before, a pass over only the end.
///
/// The separators are the Unicode scalars of ``token``. A piece (the text between separators)
/// counts when it matches Swift's `Int(String)` grammar and fits in `Int64`; the result is the
/// exact sum in `Int128`. Nothing traps, whatever the input.
///
/// ```swift
/// var engine = SumEngine()
/// engine.token = ",;"
/// engine.sum(of: "1,2;x;-3", edit: nil)  // 0
/// ```
public struct SumEngine {
  /// The separator text; every Unicode scalar in it splits the input.
  ///
  /// Changing it rebuilds the separator set and forgets what was cached for edits; setting the
  /// same text again does neither.
  public var token: String = "" {
    didSet {
      guard !token.unicodeScalars.elementsEqual(oldValue.unicodeScalars) else { return }
      separators = SeparatorSet(token: token)
      checkpoints.invalidate()
    }
  }

  private var separators = SeparatorSet(token: "")
  private var checkpoints = Checkpoints()

  /// How many bytes a scan of an edited text must cover before it runs as a plain pass that
  /// records only the last separator, instead of recording every separator.
  ///
  /// A paste, or an edit that follows a text this engine did not sum, then costs no more than a
  /// plain pass; the separators it did not record are recorded by a later scan if an edit
  /// deletes back past the last one. Tests lower it to take that path on short texts.
  var leanScanMinimum = 4096

  /// The UTF-8 offset at which the last call of ``sum(of:edit:)`` started scanning.
  ///
  /// It is 0 for a whole pass and more when an edit let the call resume; tests read it to check
  /// the incremental path.
  private(set) var lastScanStart = 0

  /// Creates an engine with no separators.
  public init() {}

  /// Returns the exact sum of the integer pieces of `input` split at the scalars of `token`,
  /// with no state kept between calls.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - token: The separator text.
  /// - Returns: The sum.
  /// - Complexity: O(*n* + *t* log *t*) in the UTF-8 lengths of `input` and `token`.
  public static func sum(of input: String, token: String) -> Int128 {
    Trace.call(
      role: "SumEngine", "sum",
      argument: "of: \(Trace.describe(input)), token: \(Trace.describe(token))"
    ) {
      let separators = SeparatorSet(token: token)
      var sink = DiscardingSink()
      return withUTF8(of: input) { bytes in
        PieceScanner.sum(of: bytes, from: 0, total: 0, separators: separators, sink: &sink)
      }
    }
  }

  /// Returns the exact sum of the integer pieces of `input`.
  ///
  /// When `edit` describes `input` (its ``TextEdit/text`` is this very string) and this engine
  /// summed the text before the edit with the same token, only the bytes after the last
  /// separator the edit kept are scanned. Any other call scans the whole input.
  ///
  /// A long scan (a paste, or the first edit of a text this engine did not sum) runs as a plain
  /// pass and remembers only the text's last separator; the first later edit that deletes back
  /// past it scans the unrecorded part once more, recording every separator.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - edit: The edit that produced `input`, if known.
  /// - Returns: The sum.
  /// - Complexity: O(*n*) in the UTF-8 length of `input`; for an edit at the end of the text
  ///   this engine last summed, amortized O(*m*) in the bytes after the last separator the edit
  ///   kept.
  public mutating func sum(of input: String, edit: TextEdit?) -> Int128 {
    guard let edit, Self.isSameText(input, edit.text) else {
      checkpoints.invalidate()
      lastScanStart = 0
      var sink = DiscardingSink()
      let separators = self.separators
      return Self.withUTF8(of: input) { bytes in
        PieceScanner.sum(of: bytes, from: 0, total: 0, separators: separators, sink: &sink)
      }
    }
    let resumePoint: Checkpoints.ResumePoint
    if checkpoints.stamp == edit.previousStamp {
      let unchanged = min(max(edit.unchangedPrefixUTF8Count, 0), input.utf8.count)
      resumePoint = checkpoints.resumePoint(keepingUpTo: unchanged)
    } else {
      checkpoints.restart()
      resumePoint = Checkpoints.ResumePoint(
        checkpoint: Checkpoints.Checkpoint(offset: 0, total: 0), isExact: true)
    }
    let start = resumePoint.checkpoint.offset
    let initial = resumePoint.checkpoint.total
    lastScanStart = start
    let separators = self.separators
    var sink = checkpoints
    checkpoints.invalidate()  // Leaves `sink` the only owner of the storage, so no copy.
    let isLean = resumePoint.isExact && input.utf8.count &- start >= leanScanMinimum
    let total = Self.withUTF8(of: input) { bytes in
      guard isLean else {
        return PieceScanner.sum(
          of: bytes, from: start, total: initial, separators: separators, sink: &sink)
      }
      var discarding = DiscardingSink()
      let total = PieceScanner.sum(
        of: bytes, from: start, total: initial, separators: separators, sink: &discarding)
      sink.recordLastSeparator(of: bytes, from: start, total: total, separators: separators)
      return total
    }
    sink.seal(stamp: edit.stamp)
    checkpoints = sink
    return total
  }

  /// Whether `first` and `second` are the same string: the same storage, or for strings too
  /// short to have stable storage, the same bytes.
  ///
  /// - Complexity: O(1).
  private static func isSameText(_ first: String, _ second: String) -> Bool {
    let count = first.utf8.count
    guard count == second.utf8.count else { return false }
    // Up to 15 bytes a string may be stored inline, with no address to compare.
    if count <= 15 {
      return first.utf8.elementsEqual(second.utf8)
    }
    let firstAddress = first.utf8.withContiguousStorageIfAvailable {
      UInt(bitPattern: $0.baseAddress)
    }
    let secondAddress = second.utf8.withContiguousStorageIfAvailable {
      UInt(bitPattern: $0.baseAddress)
    }
    guard let firstAddress, let secondAddress else { return false }
    return firstAddress == secondAddress
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
