extension PatchParser {
  /// What the lines before a file's hunks say: the paths of its `diff --git` line, git's
  /// extended header, and the paths of its `---` and `+++` lines.
  private struct FileHeader {
    var gitPaths: (old: String, new: String)?
    var isGit = false
    var addsFile = false
    var deletesFile = false
    var renameFrom: String?
    var renameTo: String?
    var sides: (old: String?, new: String?)?
  }

  /// Reads one file's patch, from its `diff` or `---` line through its last hunk.
  mutating func parseFile() throws(PatchSyntaxError) -> FilePatch {
    let start = index
    let header = try parseFileHeader()
    var hunks: [Hunk] = []
    while index < lines.count && lines[index].hasPrefix("@@") {
      guard header.sides != nil else {
        throw error("hunk before the '---' and '+++' lines of its file")
      }
      hunks.append(try parseHunk())
    }
    let paths = try paths(of: header, start: start)
    let file = FilePatch(oldPath: paths.old, newPath: paths.new, hunks: hunks)
    try check(file, start: start)
    return file
  }

  /// Reads the lines of a file's patch before its first hunk.
  private mutating func parseFileHeader() throws(PatchSyntaxError) -> FileHeader {
    var header = FileHeader()
    if lines[index].hasPrefix("diff --git ") {
      header.isGit = true
      if let paths = PatchPaths.gitDiffLine(lines[index].dropFirst("diff --git ".count)) {
        let column = "diff --git ".count + 1
        header.gitPaths = (
          try checked(paths.old, at: index, column: column),
          try checked(paths.new, at: index, column: column)
        )
      }
      index += 1
    } else if lines[index].hasPrefix("diff ") {
      index += 1
    }
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("--- ") && index + 1 < lines.count && lines[index + 1].hasPrefix("+++ ") {
        let old = try side(of: line, at: index, allowingEpoch: !header.isGit)
        let new = try side(of: lines[index + 1], at: index + 1, allowingEpoch: !header.isGit)
        header.sides = (old, new)
        index += 2
        break
      }
      if line.hasPrefix("@@") || startsFile(at: index) { break }
      if line.hasPrefix("Binary files ") || line == "GIT binary patch" {
        throw error("binary patches are not supported")
      }
      guard header.isGit else {
        throw error("unexpected line before the '---' and '+++' lines of a file")
      }
      if line.hasPrefix("new file mode ") {
        header.addsFile = true
      } else if line.hasPrefix("deleted file mode ") {
        header.deletesFile = true
      } else if line.hasPrefix("rename from ") {
        if let path = PatchPaths.unquoted(line.dropFirst("rename from ".count)) {
          header.renameFrom = try checked(path, at: index, column: "rename from ".count + 1)
        }
      } else if line.hasPrefix("rename to ") {
        if let path = PatchPaths.unquoted(line.dropFirst("rename to ".count)) {
          header.renameTo = try checked(path, at: index, column: "rename to ".count + 1)
        }
      } else if !Self.ignoredGitLines.contains(where: { line.hasPrefix($0) }) {
        throw error("unexpected line in the extended header of a file ('\(line.prefix(40))')")
      }
      index += 1
    }
    return header
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
    return try checked(PatchPaths.withoutFirstComponent(parsed.path), at: position, column: 5)
  }

  /// `path` normalised (``PackagePath/normalized(_:)``), or an error at line `position` and
  /// `column` when it could name a file outside the package.
  private func checked(
    _ path: String, at position: Int, column: Int
  ) throws(PatchSyntaxError) -> String {
    do throws(PackagePath.Refusal) {
      return try PackagePath.normalized(path)
    } catch {
      throw self.error(error.reason, at: position, column: column)
    }
  }

  /// The old and new paths of the file whose patch starts at line `start`, from its `---` and
  /// `+++` lines or else from its git header; nil stands for /dev/null.
  private func paths(
    of header: FileHeader, start: Int
  ) throws(PatchSyntaxError) -> (old: String?, new: String?) {
    let oldPath: String?
    let newPath: String?
    if let sides = header.sides {
      oldPath = sides.old
      newPath = sides.new
      if header.addsFile && oldPath != nil {
        throw error("'new file mode' with a '---' line that is not /dev/null", at: start)
      }
      if header.deletesFile && newPath != nil {
        throw error("'deleted file mode' with a '+++' line that is not /dev/null", at: start)
      }
    } else if let gitPaths = header.gitPaths {
      oldPath = header.addsFile ? nil : (header.renameFrom ?? gitPaths.old)
      newPath = header.deletesFile ? nil : (header.renameTo ?? gitPaths.new)
    } else {
      throw error("a file patch without '---' and '+++' lines", at: start)
    }
    guard oldPath != nil || newPath != nil else {
      throw error("both sides of a file patch are /dev/null", at: start)
    }
    return (oldPath, newPath)
  }

  /// Checks that a file's hunks fit what the patch does to it: some hunks unless it adds,
  /// deletes or renames the file, and no removed lines in an addition nor added ones in a
  /// deletion.
  private func check(_ file: FilePatch, start: Int) throws(PatchSyntaxError) {
    if file.hunks.isEmpty && !file.isAddition && !file.isDeletion && file.oldPath == file.newPath {
      throw error("the patch of '\(file.path)' has no hunks", at: start)
    }
    for hunk in file.hunks {
      if file.isAddition && hunk.oldCount != 0 {
        throw error("the patch adds '\(file.path)' but a hunk removes lines", at: start)
      }
      if file.isDeletion && hunk.newCount != 0 {
        throw error("the patch deletes '\(file.path)' but a hunk adds lines", at: start)
      }
    }
  }
}
