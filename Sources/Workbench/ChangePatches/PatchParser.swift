import Diagnostics
import Foundation

/// Reads the text of a patch file line by line into a `PatchFile`.
///
/// The reading of a file's header lines is in `PatchParser+File.swift`, that of its hunks in
/// `PatchParser+Hunk.swift`.
struct PatchParser {
  /// The path of the patch file, for error messages.
  let path: String
  /// The lines of the patch, without trailing blank lines.
  let lines: [Substring]
  /// The line being read.
  var index = 0

  init(text: String, path: String) {
    self.path = path
    var lines = TextLines(text).lines
    // Blank lines at the very end (an editor's habit) carry nothing.
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    self.lines = lines
  }

  mutating func parse() throws(PatchSyntaxError) -> PatchFile {
    var header: [String] = []
    while index < lines.count && !startsFile(at: index) {
      try checkBase(lines[index])
      header.append(String(lines[index]))
      index += 1
    }
    var files: [FilePatch] = []
    var firstLines: [String: Int] = [:]
    while index < lines.count {
      // `git format-patch` ends with an e-mail signature: "-- " and the git version.
      if lines[index] == "-- " { break }
      guard startsFile(at: index) else {
        throw error(
          "unexpected line after a hunk; expected '@@', 'diff --git' or '---', or a hunk count "
            + "is too small")
      }
      let start = index
      let file = try parseFile()
      if let first = firstLines[file.path] {
        throw error("'\(file.path)' is patched a second time (first at line \(first))", at: start)
      }
      firstLines[file.path] = start + 1
      files.append(file)
    }
    var patch = PatchFile(header: header, files: files)
    patch.startLines = firstLines
    return patch
  }

  /// Checks that a header line `Base: <commit>` names a commit ID (7 to 64 hexadecimal digits),
  /// so the value reaches git only as an object name, never as an option.
  private func checkBase(_ line: Substring) throws(PatchSyntaxError) {
    guard line.hasPrefix(PatchFile.basePrefix) else { return }
    let value = line.dropFirst(PatchFile.basePrefix.count).trimmingCharacters(in: .whitespaces)
    guard PatchFile.isCommitID(value) else {
      throw error(
        "'Base:' names '\(value.prefix(72))', not a commit ID (7 to 64 hexadecimal digits)",
        column: PatchFile.basePrefix.count + 1)
    }
  }

  /// Whether the line at `position` starts a file's patch.
  func startsFile(at position: Int) -> Bool {
    let line = lines[position]
    if line.hasPrefix("diff ") { return true }
    return line.hasPrefix("--- ") && position + 1 < lines.count
      && lines[position + 1].hasPrefix("+++ ")
  }

  // MARK: - Errors

  /// An error at line `position` (by default the line being read) and `column`.
  func error(
    _ reason: String, at position: Int? = nil, column: Int = 1
  )
    -> PatchSyntaxError
  {
    PatchSyntaxError(path: path, line: (position ?? index) + 1, column: column, reason: reason)
  }
}
