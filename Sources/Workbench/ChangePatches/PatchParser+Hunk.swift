extension PatchParser {
  /// Reads a hunk, from its `@@` line through the lines its header counts and a trailing
  /// "\ No newline at end of file" marker.
  mutating func parseHunk() throws(PatchSyntaxError) -> Hunk {
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

  /// The error for a hunk with more lines than its header counts.
  private func countError(_ hunk: Hunk) -> PatchSyntaxError {
    error(
      "hunk has more lines than its header '\(hunk.header)' counts (\(hunk.oldCount) old, "
        + "\(hunk.newCount) new)")
  }

  /// The error for a line after the "\ No newline at end of file" of its side.
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
}
