import Foundation

/// A patch file: free text lines, then the patches of one or more files, as `git diff` writes.
///
/// The header holds what comes before the first file, such as `Change: undo` and
/// `Base: <commit>` lines. Reading accepts the output of `git diff` and `diff -ruN`; writing
/// produces `git diff`'s form, which both `git apply` and `patch -p1` read.
///
///     let patch = try PatchFile(parsing: text, path: "Changes/undo.patch")
///     let updated = try patch.files[0].applied(to: source)
public struct PatchFile: Equatable, Sendable {
  /// The lines before the first file's patch, without their "\n".
  public var header: [String]
  /// The patches of the files, in order.
  public var files: [FilePatch]
  /// The 1-based line where each file's patch starts in the text it was read from.
  ///
  /// Keyed by the file's ``FilePatch/path``, for messages; empty for a patch made in memory.
  /// It is not part of the value: two patches with the same header and files are equal.
  public var startLines: [String: Int] = [:]

  /// Creates a patch file from its parts.
  public init(header: [String] = [], files: [FilePatch] = []) {
    self.header = header
    self.files = files
  }

  /// Reads a patch file.
  ///
  /// File paths on `---` and `+++` lines lose their first component (`a/`, `b/`, or the
  /// directory names `diff -ruN` was given), as `patch -p1` does; a path without a slash is kept.
  ///
  /// - Parameters:
  ///   - text: The patch text.
  ///   - path: The patch file's path, for error messages.
  /// - Throws: A `PatchSyntaxError` at the first problem: a malformed hunk header, a hunk whose
  ///   lines do not match its counts, a line that does not belong in a hunk, a file without
  ///   hunks that is not an empty addition or deletion, or a file patched twice.
  public init(parsing text: String, path: String) throws(PatchSyntaxError) {
    var parser = PatchParser(text: text, path: path)
    self = try parser.parse()
  }

  /// Whether two patches have the same header and files, wherever they were read from.
  public static func == (left: PatchFile, right: PatchFile) -> Bool {
    left.header == right.header && left.files == right.files
  }

  /// The start of the header line that names the commit of the base the patch was made against.
  public static let basePrefix = "Base: "

  /// The commit of the base the patch was made against, from its header line `Base: <commit>`
  /// (checked by the parser to be a commit ID), or `nil` when it names none.
  public var baseCommit: String? {
    header.lazy.compactMap { line in
      line.hasPrefix(Self.basePrefix)
        ? line.dropFirst(Self.basePrefix.count).trimmingCharacters(in: .whitespaces) : nil
    }.first
  }

  /// Whether `text` is a commit ID, full or abbreviated: 7 to 64 hexadecimal digits.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: Whether git can read it only as an object name.
  public static func isCommitID(_ text: String) -> Bool {
    (7...64).contains(text.utf8.count)
      && text.utf8.allSatisfy { byte in
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
      }
  }

  /// The patch as text: the header lines, then each file as `git diff` writes it.
  ///
  /// Reading the text gives this value back, provided no header line starts a file patch
  /// (`diff `, or `--- ` before `+++ `) or holds a "\n".
  public var text: String {
    var lines = header
    for file in files { lines.append(contentsOf: file.patchLines) }
    return lines.map { $0 + "\n" }.joined()
  }
}
