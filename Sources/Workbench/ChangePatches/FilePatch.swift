/// The changes a patch makes to one file: its hunks, and its path before and after.
///
/// A `nil` path is `/dev/null`: the file is added when `oldPath` is nil and deleted when
/// `newPath` is nil. Paths are stored without the `a/` and `b/` prefixes a patch writes.
public struct FilePatch: Equatable, Sendable {
  /// The file's path before the change, or nil when the patch adds it.
  public var oldPath: String?
  /// The file's path after the change, or nil when the patch deletes it.
  public var newPath: String?
  /// The hunks, in the order of the file.
  public var hunks: [Hunk]

  /// Creates the patch of one file.
  public init(oldPath: String?, newPath: String?, hunks: [Hunk]) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = hunks
  }

  /// The path to name the file by: the new one, or the old one for a deletion.
  public var path: String { newPath ?? oldPath ?? "/dev/null" }

  /// Whether the patch creates the file.
  public var isAddition: Bool { oldPath == nil }

  /// Whether the patch deletes the file.
  public var isDeletion: Bool { newPath == nil }

  /// The lines `git diff` would write for this file: `diff --git`, the mode line of an added or
  /// deleted file, `rename from`/`rename to` for a moved file, `---`/`+++` and the hunks.
  ///
  /// The `---`/`+++` lines are left out when there are no hunks, as git does for an empty file.
  public var patchLines: [String] {
    let before = oldPath ?? newPath ?? ""
    let after = newPath ?? oldPath ?? ""
    var result = ["diff --git a/\(before) b/\(after)"]
    if oldPath == nil { result.append("new file mode 100644") }
    if newPath == nil { result.append("deleted file mode 100644") }
    if let oldPath, let newPath, oldPath != newPath {
      result.append("rename from \(oldPath)")
      result.append("rename to \(newPath)")
    }
    if !hunks.isEmpty {
      result.append("--- " + (oldPath.map { "a/" + $0 } ?? "/dev/null"))
      result.append("+++ " + (newPath.map { "b/" + $0 } ?? "/dev/null"))
      for hunk in hunks { result.append(contentsOf: hunk.patchLines) }
    }
    return result
  }
}
