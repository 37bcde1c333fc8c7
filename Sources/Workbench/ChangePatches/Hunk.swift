/// One hunk of a unified diff: a range of the old file, the range that replaces it, and the lines.
///
/// Starts are 1-based line numbers, as in the `@@ -oldStart,oldCount +newStart,newCount @@`
/// header; for an empty range the start is the line before it (0 at the top of the file), as GNU
/// `diff` writes it.
public struct Hunk: Equatable, Sendable {
  /// A line of a hunk, without its prefix character and without its "\n".
  public enum Line: Equatable, Sendable {
    /// A line both sides have (written with a leading space).
    case context(String)
    /// A line only the old side has (written with a leading "-").
    case removed(String)
    /// A line only the new side has (written with a leading "+").
    case added(String)

    /// The line's text.
    public var text: String {
      switch self {
      case .context(let text), .removed(let text), .added(let text): text
      }
    }

    /// Whether the old side has this line.
    public var isOnOldSide: Bool {
      if case .added = self { false } else { true }
    }

    /// Whether the new side has this line.
    public var isOnNewSide: Bool {
      if case .removed = self { false } else { true }
    }
  }

  /// The 1-based number of the first old line, or of the line before an empty range.
  public var oldStart: Int
  /// The number of old lines: context and removed.
  public var oldCount: Int
  /// The 1-based number of the first new line, or of the line before an empty range.
  public var newStart: Int
  /// The number of new lines: context and added.
  public var newCount: Int
  /// The lines in order.
  public var lines: [Line]
  /// Whether the old side's last line is the file's last and has no "\n".
  public var oldEndsWithoutNewline: Bool
  /// Whether the new side's last line is the file's last and has no "\n".
  public var newEndsWithoutNewline: Bool

  /// Creates a hunk.
  public init(
    oldStart: Int, oldCount: Int, newStart: Int, newCount: Int, lines: [Line],
    oldEndsWithoutNewline: Bool = false, newEndsWithoutNewline: Bool = false
  ) {
    self.oldStart = oldStart
    self.oldCount = oldCount
    self.newStart = newStart
    self.newCount = newCount
    self.lines = lines
    self.oldEndsWithoutNewline = oldEndsWithoutNewline
    self.newEndsWithoutNewline = newEndsWithoutNewline
  }

  /// The marker line written after a line that has no "\n".
  public static let noNewlineMarker = "\\ No newline at end of file"

  /// The `@@ -a,b +c,d @@` line, leaving out a count of 1 as GNU `diff` does.
  public var header: String {
    "@@ -\(Self.range(oldStart, oldCount)) +\(Self.range(newStart, newCount)) @@"
  }

  /// The old side's lines: context and removed.
  public var oldLines: [String] { lines.filter(\.isOnOldSide).map(\.text) }

  /// The new side's lines: context and added.
  public var newLines: [String] { lines.filter(\.isOnNewSide).map(\.text) }

  /// The hunk as the lines of a patch: its header, its lines with their prefixes and the
  /// "\ No newline at end of file" markers.
  public var patchLines: [String] {
    var result = [header]
    let lastOld = lines.lastIndex { $0.isOnOldSide }
    let lastNew = lines.lastIndex { $0.isOnNewSide }
    for (index, line) in lines.enumerated() {
      switch line {
      case .context(let text): result.append(" " + text)
      case .removed(let text): result.append("-" + text)
      case .added(let text): result.append("+" + text)
      }
      if (oldEndsWithoutNewline && index == lastOld) || (newEndsWithoutNewline && index == lastNew)
      {
        result.append(Self.noNewlineMarker)
      }
    }
    return result
  }

  /// The hunk as patch text, each line ending with "\n".
  public var text: String {
    patchLines.map { $0 + "\n" }.joined()
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
