/// A file patch that does not apply to the text it was given, naming the file and the hunk.
///
///     // Sources/X.swift: hunk 2 of 3 (@@ -10,7 +10,8 @@) does not apply: its context lines
///     // are not in the file
public struct PatchRejection: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path of the file the patch is for.
  public var path: String
  /// The 1-based number of the hunk that does not apply, or nil when the file as a whole does
  /// not fit the patch (an added file that exists, a deleted one that does not).
  public var hunkIndex: Int?
  /// The number of hunks in the file's patch.
  public var hunkCount: Int
  /// The `@@ ... @@` line of the hunk, or nil with `hunkIndex`.
  public var hunkHeader: String?
  /// The whole hunk as patch text, or nil with `hunkIndex`.
  public var hunkText: String?
  /// Why it does not apply, in a sentence without a final period.
  public var reason: String

  /// Creates a rejection.
  public init(
    path: String, hunkIndex: Int?, hunkCount: Int, hunkHeader: String?, hunkText: String?,
    reason: String
  ) {
    self.path = path
    self.hunkIndex = hunkIndex
    self.hunkCount = hunkCount
    self.hunkHeader = hunkHeader
    self.hunkText = hunkText
    self.reason = reason
  }

  /// The file, the hunk and the reason in one line.
  public var description: String {
    if let hunkIndex, let hunkHeader {
      "\(path): hunk \(hunkIndex) of \(hunkCount) (\(hunkHeader)) does not apply: \(reason)"
    } else {
      "\(path): the patch does not apply: \(reason)"
    }
  }
}
