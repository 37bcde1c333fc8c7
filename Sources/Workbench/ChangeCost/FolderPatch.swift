public import ChangePatches

/// One patch of a change: the folder it changes, from its files' paths, and the patch.
public struct FolderPatch: Sendable {
  /// The patch as parsed.
  public var file: PatchFile
  /// The patch file's path, relative to the package root.
  public var path: String
  /// The folder whose files it changes (`Sources/Architectures/MVP`): for a mutant's patch, the
  /// implementation it is a mutant of.
  public var folder: String

  /// The commit of the base the patch was made against, from its header line `Base: <commit>`.
  public var baseCommit: String? { file.baseCommit }

  /// Whether `text` is a commit ID (``PatchFile/isCommitID(_:)``), as a `Base:` line must hold.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: Whether git can read it only as an object name.
  public static func isCommitID(_ text: String) -> Bool { PatchFile.isCommitID(text) }

  /// Makes the patch of one folder, checking that every file it changes is in that folder.
  ///
  /// - Parameters:
  ///   - file: The parsed patch.
  ///   - path: Its path, for messages.
  /// - Throws: ``ChangeSourcesError`` when its files are in more than one folder or none.
  public init(file: PatchFile, path: String) throws(ChangeSourcesError) {
    self.file = file
    self.path = path
    var folders = Set<String>()
    for patch in file.files {
      for changed in [patch.oldPath, patch.newPath].compactMap({ $0 }) {
        let parts = changed.split(separator: "/")
        guard parts.count >= 4, parts[0] == "Sources" || parts[0] == "Tests" else {
          throw ChangeSourcesError(
            path: path,
            reason:
              "changes '\(changed)', which is not in a target's folder (Sources/<group>/<target> "
              + "or Tests/<group>/<target>)", line: file.startLines[patch.path])
        }
        folders.insert(parts.prefix(3).joined(separator: "/"))
      }
    }
    guard folders.count == 1, let folder = folders.first else {
      throw ChangeSourcesError(
        path: path,
        reason: folders.isEmpty
          ? "changes no file"
          : "changes files of \(folders.count) folders (\(folders.sorted().joined(separator: ", "))); "
            + "a patch changes one folder", remedy: nil)
    }
    self.folder = folder
  }
}
