/// Reads the text of a patch file line by line into a `PatchFile`.
struct PatchParser {
  private let path: String
  private let lines: [Substring]
  private var index = 0

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
    return PatchFile(header: header, files: files)
  }

  // MARK: - Files

  /// Whether the line at `position` starts a file's patch.
  private func startsFile(at position: Int) -> Bool {
    let line = lines[position]
    if line.hasPrefix("diff ") { return true }
    return line.hasPrefix("--- ") && position + 1 < lines.count
      && lines[position + 1].hasPrefix("+++ ")
  }

  private mutating func parseFile() throws(PatchSyntaxError) -> FilePatch {
    let start = index
    var gitPaths: (old: String, new: String)?
    var isGit = false
    var addsFile = false
    var deletesFile = false
    var renameFrom: String?
    var renameTo: String?
    var sides: (old: String?, new: String?)?
    if lines[index].hasPrefix("diff --git ") {
      isGit = true
      gitPaths = PatchPaths.gitDiffLine(lines[index].dropFirst("diff --git ".count))
      index += 1
    } else if lines[index].hasPrefix("diff ") {
      index += 1
    }
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("--- ") && index + 1 < lines.count && lines[index + 1].hasPrefix("+++ ") {
        let old = try side(of: line, at: index, allowingEpoch: !isGit)
        let new = try side(of: lines[index + 1], at: index + 1, allowingEpoch: !isGit)
        sides = (old, new)
        index += 2
        break
      }
      if line.hasPrefix("@@") || startsFile(at: index) { break }
      if line.hasPrefix("Binary files ") || line == "GIT binary patch" {
        throw error("binary patches are not supported")
      }
      guard isGit else {
        throw error("unexpected line before the '---' and '+++' lines of a file")
      }
      if line.hasPrefix("new file mode ") {
        addsFile = true
      } else if line.hasPrefix("deleted file mode ") {
        deletesFile = true
      } else if line.hasPrefix("rename from ") {
        renameFrom = PatchPaths.unquoted(line.dropFirst("rename from ".count))
      } else if line.hasPrefix("rename to ") {
        renameTo = PatchPaths.unquoted(line.dropFirst("rename to ".count))
      } else if !Self.ignoredGitLines.contains(where: { line.hasPrefix($0) }) {
        throw error("unexpected line in the extended header of a file ('\(line.prefix(40))')")
      }
      index += 1
    }
    var hunks: [Hunk] = []
    while index < lines.count && lines[index].hasPrefix("@@") {
      guard sides != nil else {
        throw error("hunk before the '---' and '+++' lines of its file")
      }
      hunks.append(try parseHunk())
    }
    let oldPath: String?
    let newPath: String?
    if let sides {
      oldPath = sides.old
      newPath = sides.new
      if addsFile && oldPath != nil {
        throw error("'new file mode' with a '---' line that is not /dev/null", at: start)
      }
      if deletesFile && newPath != nil {
        throw error("'deleted file mode' with a '+++' line that is not /dev/null", at: start)
      }
    } else if let gitPaths {
      oldPath = addsFile ? nil : (renameFrom ?? gitPaths.old)
      newPath = deletesFile ? nil : (renameTo ?? gitPaths.new)
    } else {
      throw error("a file patch without '---' and '+++' lines", at: start)
    }
    guard oldPath != nil || newPath != nil else {
      throw error("both sides of a file patch are /dev/null", at: start)
    }
    let file = FilePatch(oldPath: oldPath, newPath: newPath, hunks: hunks)
    if hunks.isEmpty && !file.isAddition && !file.isDeletion && oldPath == newPath {
      throw error("the patch of '\(file.path)' has no hunks", at: start)
    }
    for hunk in hunks {
      if file.isAddition && hunk.oldCount != 0 {
        throw error("the patch adds '\(file.path)' but a hunk removes lines", at: start)
      }
      if file.isDeletion && hunk.newCount != 0 {
        throw error("the patch deletes '\(file.path)' but a hunk adds lines", at: start)
      }
    }
    return file
  }

  /// Extended header lines of `git diff` that say nothing a text patch needs.
  private static let ignoredGitLines = [
    "index ", "old mode ", "new mode ", "similarity index ", "dissimilarity index ",
    "copy from ", "copy to ",
  ]

  /// The path of a `---` or `+++` line, nil for /dev/null (or, in `diff -N` output, for a
  /// file dated at the epoch).
  private func side(
    of line: Substring, at position: Int, allowingEpoch: Bool
  ) throws(PatchSyntaxError) -> String? {
    guard let parsed = PatchPaths.sideLine(line.dropFirst(4)) else {
      throw error("a path that is not a valid quoted string", at: position, column: 5)
    }
    if parsed.path == "/dev/null" || (allowingEpoch && parsed.isEpoch) { return nil }
    if parsed.path.isEmpty {
      throw error("a '---' or '+++' line without a path", at: position, column: 5)
    }
    return PatchPaths.withoutFirstComponent(parsed.path)
  }

  // MARK: - Hunks

  private mutating func parseHunk() throws(PatchSyntaxError) -> Hunk {
    let headerLine = index
    var hunk = try parseHunkHeader(lines[index])
    index += 1
    var oldLeft = hunk.oldCount
    var newLeft = hunk.newCount
    var oldClosed = false
    var newClosed = false
    while oldLeft > 0 || newLeft > 0 {
      guard index < lines.count, !lines[index].hasPrefix("@@"), !lines[index].hasPrefix("diff ")
      else {
        throw error(
          "hunk ends after \(hunk.oldCount - oldLeft) of its \(hunk.oldCount) old lines and "
            + "\(hunk.newCount - newLeft) of its \(hunk.newCount) new lines",
          at: min(index, lines.count), column: 1)
      }
      let line = lines[index]
      let text = String(Substring(line.utf8.dropFirst()))
      switch line.utf8.first {
      case UInt8(ascii: " "), nil:
        guard oldLeft > 0 && newLeft > 0 else { throw countError(hunk) }
        guard !oldClosed && !newClosed else { throw afterMarkerError() }
        hunk.lines.append(.context(text))
        oldLeft -= 1
        newLeft -= 1
      case UInt8(ascii: "-"):
        guard oldLeft > 0 else { throw countError(hunk) }
        guard !oldClosed else { throw afterMarkerError() }
        hunk.lines.append(.removed(text))
        oldLeft -= 1
      case UInt8(ascii: "+"):
        guard newLeft > 0 else { throw countError(hunk) }
        guard !newClosed else { throw afterMarkerError() }
        hunk.lines.append(.added(text))
        newLeft -= 1
      case UInt8(ascii: "\\"):
        try closeLastLine(of: &hunk, oldClosed: &oldClosed, newClosed: &newClosed)
      default:
        throw error(
          "unexpected line in a hunk; expected a line starting with ' ', '-', '+' or '\\' "
            + "(hunk at line \(headerLine + 1))")
      }
      index += 1
    }
    if index < lines.count && lines[index].hasPrefix("\\") {
      try closeLastLine(of: &hunk, oldClosed: &oldClosed, newClosed: &newClosed)
      index += 1
    }
    // A hunk line right after the counted ones means the counts are too small (the e-mail
    // signature "-- " of `git format-patch` aside).
    if index < lines.count, lines[index] != "-- ", !startsFile(at: index),
      let first = lines[index].utf8.first,
      [UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "+")].contains(first)
    {
      throw countError(hunk)
    }
    return hunk
  }

  /// Applies a "\ No newline at end of file" marker to the line before it.
  private func closeLastLine(
    of hunk: inout Hunk, oldClosed: inout Bool, newClosed: inout Bool
  ) throws(PatchSyntaxError) {
    guard let last = hunk.lines.last else {
      throw error("'\\ No newline at end of file' before any line of a hunk")
    }
    if last.isOnOldSide {
      guard !oldClosed else { throw error("a second '\\ No newline at end of file'") }
      hunk.oldEndsWithoutNewline = true
      oldClosed = true
    }
    if last.isOnNewSide {
      guard !newClosed else { throw error("a second '\\ No newline at end of file'") }
      hunk.newEndsWithoutNewline = true
      newClosed = true
    }
  }

  private func countError(_ hunk: Hunk) -> PatchSyntaxError {
    error(
      "hunk has more lines than its header '\(hunk.header)' counts (\(hunk.oldCount) old, "
        + "\(hunk.newCount) new)")
  }

  private func afterMarkerError() -> PatchSyntaxError {
    error("a line after '\\ No newline at end of file' on the same side of a hunk")
  }

  /// Reads `@@ -a[,b] +c[,d] @@` and anything after it (a function name, which is dropped).
  private func parseHunkHeader(_ line: Substring) throws(PatchSyntaxError) -> Hunk {
    let bytes = Array(line.utf8)
    var position = 0
    func expect(_ literal: String) throws(PatchSyntaxError) {
      for byte in literal.utf8 {
        guard position < bytes.count && bytes[position] == byte else {
          throw error(
            "malformed hunk header; expected '\(literal)' in '@@ -a,b +c,d @@'",
            column: position + 1)
        }
        position += 1
      }
    }
    func number() throws(PatchSyntaxError) -> Int {
      let start = position
      var value = 0
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        guard value < 100_000_000 else {
          throw error("a line number too large in a hunk header", column: start + 1)
        }
        value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
        position += 1
      }
      guard position > start else {
        throw error("malformed hunk header; expected a number", column: position + 1)
      }
      return value
    }
    func range() throws(PatchSyntaxError) -> (start: Int, count: Int) {
      let start = try number()
      guard position < bytes.count && bytes[position] == UInt8(ascii: ",") else {
        return (start, 1)
      }
      position += 1
      return (start, try number())
    }
    try expect("@@ -")
    let old = try range()
    try expect(" +")
    let new = try range()
    try expect(" @@")
    return Hunk(
      oldStart: old.start, oldCount: old.count, newStart: new.start, newCount: new.count,
      lines: [])
  }

  // MARK: - Errors

  private func error(
    _ reason: String, at position: Int? = nil, column: Int = 1
  )
    -> PatchSyntaxError
  {
    PatchSyntaxError(path: path, line: (position ?? index) + 1, column: column, reason: reason)
  }
}
