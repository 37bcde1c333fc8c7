public import ChangePatches
import Diagnostics
import Foundation

/// A change request's implementations, made from its patches: every folder a patch changes,
/// as the change leaves it, written under `.build/change-sources/<name>/` at the folder's own
/// path (`…/Sources/Architectures/MVP`).
///
/// A change is stored as what it is, a diff against the base: one patch per folder it changes
/// in `Scenarios/Changes/<name>/patches/` (`MVP.patch` for `Sources/Architectures/MVP`,
/// `MVPTests.patch` for its tests, `CalculatorUI.patch` for a shared layer), and one per
/// mutant in `patches/mutants/`, made against the implementation it is a mutant of. Nothing
/// of the change is kept in `Sources` or `Tests`; the build of a change (`WORKBENCH_CHANGE`)
/// takes each folder from here.
///
/// ```swift
/// let sources = ChangeSources(change: ChangeRequest(name: "undo"))
/// let folders = try sources.materialize()  // ["Sources/Architectures/MVC", …]
/// ```
public struct ChangeSources: Sendable {
  /// The change request.
  public var change: ChangeRequest
  /// The package's root folder.
  public var packageRoot: String

  /// The folder, relative to the package root, under which every change's folders are made.
  public static let root = ".build/change-sources"

  /// The file whose presence says the change's folders hold a developer's edits
  /// (`workbench changes edit`), which nothing overwrites until they are saved or reset.
  public static let editingMarker = "EDITING"

  /// Creates the sources of `change` under `packageRoot`.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - packageRoot: The package's root folder.
  public init(change: ChangeRequest, packageRoot: String = ".") {
    self.change = change
    self.packageRoot = packageRoot
  }

  /// The folder of the change's patches, relative to the package root.
  public var patchesFolder: String { change.scenarios + "/patches" }

  /// The folder of the change's mutants' patches, relative to the package root.
  public var mutantPatchesFolder: String { patchesFolder + "/mutants" }

  /// The folder the change's folders are made in, relative to the package root.
  public var folder: String { Self.root + "/" + change.name }

  /// Where the folder at `path` (relative to the package root) is made, relative to the root.
  ///
  /// - Parameter path: A folder of the package, such as `Sources/Architectures/MVP`.
  /// - Returns: `.build/change-sources/<name>/<path>`.
  public func made(_ path: String) -> String { folder + "/" + path }

  /// The folder a mutant is built from, relative to the package root.
  ///
  /// - Parameter mutant: The mutant's name (`NoCancellation`).
  /// - Returns: `…/Sources/Classroom/Mutants/Changes/<Folder>/<mutant>` under ``folder``.
  public func mutantFolder(_ mutant: String) -> String {
    made("Sources/Classroom/Mutants/Changes/\(change.folder)/\(mutant)")
  }

  /// Whether the change's folders hold a developer's edits not yet saved into its patches.
  public var isBeingEdited: Bool {
    FileManager.default.fileExists(atPath: absolute(folder + "/" + Self.editingMarker))
  }

  /// The change's patches: each folder's patch by the folder's path, in name order.
  ///
  /// - Returns: The patches, read and parsed.
  /// - Throws: ``ChangeSourcesError`` when one cannot be read, is malformed, or changes files
  ///   of more than one folder.
  public func patches() throws(ChangeSourcesError) -> [FolderPatch] {
    try readPatches(in: patchesFolder)
  }

  /// The change's mutants' patches, each made against the implementation whose files it
  /// changes (the folder of its paths), as the change leaves it.
  ///
  /// - Returns: The patches by mutant name, in name order.
  /// - Throws: ``ChangeSourcesError`` as ``patches()`` does.
  public func mutantPatches() throws(ChangeSourcesError) -> [(name: String, patch: FolderPatch)] {
    try readPatches(in: mutantPatchesFolder).map { patch in
      (((patch.path as NSString).lastPathComponent as NSString).deletingPathExtension, patch)
    }
  }

  /// The text of every file of every folder the change changes, as the change leaves it,
  /// without writing anything: folder path → (path in the folder → text).
  ///
  /// - Returns: The folders, by their path relative to the package root.
  /// - Throws: ``ChangeSourcesError`` when a patch is malformed or does not apply.
  ///
  /// A mutant whose patch does not apply to the implementation it mutates (that implementation's
  /// patch was edited since) is left out, so it never stops the change: ``brokenMutants()`` says
  /// which, and `mutants --change` reports them as failures of their own.
  public func patchedFolders() throws(ChangeSourcesError) -> [String: [String: String]] {
    try patchedFoldersAndBrokenMutants().folders
  }

  /// Writes every folder the change changes under ``folder``.
  ///
  /// Only files whose text differs are rewritten, so a build that follows recompiles only what
  /// changed; what no patch makes any more is removed. Nothing is written while the change is
  /// being edited.
  ///
  /// - Returns: The paths of the folders made, relative to the package root of the change's
  ///   tree (`Sources/Architectures/MVP`), sorted.
  /// - Throws: ``ChangeSourcesError`` when a patch does not apply or a file cannot be written.
  @discardableResult
  public func materialize() throws(ChangeSourcesError) -> [String] {
    if isBeingEdited { return try editedFolders() }
    let folders = try patchedFolders()
    try FolderSync.sync(folders, into: absolute(folder))
    return folders.keys.sorted()
  }

  /// The folders of the change's tree as they are on disk (while it is being edited).
  func editedFolders() throws(ChangeSourcesError) -> [String] {
    let root = absolute(folder)
    var found: [String] = []
    for top in ["Sources", "Tests"] {
      // Classroom holds the mutants, which are made from the implementations.
      for group in FolderSync.folders(in: root + "/" + top) where group != "Classroom" {
        for target in FolderSync.folders(in: root + "/" + top + "/" + group) {
          found.append(top + "/" + group + "/" + target)
        }
      }
    }
    return found.sorted()
  }

  /// The files of the base folder at `path`, by path within it; none when it is missing.
  func baseFiles(of path: String) throws(ChangeSourcesError) -> [String: String] {
    try FolderSync.read(absolute(path))
  }

  /// `files` with `patch` applied.
  func apply(
    _ patch: FolderPatch, to files: [String: String]
  ) throws(ChangeSourcesError) -> [String: String] {
    var files = files
    for file in patch.file.files {
      guard let path = file.newPath ?? file.oldPath else { continue }
      let inFolder = path.dropping(prefix: patch.folder + "/")
      let oldInFolder = file.oldPath.map { $0.dropping(prefix: patch.folder + "/") }
      do {
        let result = try file.applied(to: oldInFolder.flatMap { files[$0] })
        if let oldInFolder { files[oldInFolder] = nil }
        if let result { files[inFolder] = result }
      } catch {
        throw ChangeSourcesError(
          path: patch.path,
          reason:
            "does not apply to \(patch.folder) (change '\(change.name)'): \(error.description)",
          remedy:
            "bring it along with 'swift run workbench changes refresh --changes \(change.name)' "
            + "(a three-way merge with the base it was made from), or edit the change with "
            + "'swift run workbench changes edit \(change.name)' and save it")
      }
    }
    return files
  }

  /// Reads and parses every `*.patch` directly in `relativeFolder`.
  private func readPatches(in relativeFolder: String) throws(ChangeSourcesError) -> [FolderPatch] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: absolute(relativeFolder))) ?? []
    var patches: [FolderPatch] = []
    for name in names.sorted() where name.hasSuffix(".patch") {
      let path = relativeFolder + "/" + name
      guard let data = FileManager.default.contents(atPath: absolute(path)),
        data.count <= FolderSync.largestFile
      else {
        throw ChangeSourcesError(
          path: path,
          reason: "cannot be read (or is over \(FolderSync.largestFile / 1_048_576) MiB)")
      }
      let parsed: PatchFile
      do {
        parsed = try PatchFile(parsing: String(decoding: data, as: UTF8.self), path: path)
      } catch {
        throw ChangeSourcesError(path: path, reason: error.description, remedy: nil)
      }
      patches.append(try FolderPatch(file: parsed, path: path))
    }
    return patches
  }

  /// `path` under the package root.
  func absolute(_ path: String) -> String {
    packageRoot == "." ? path : packageRoot + "/" + path
  }
}

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
  public var baseCommit: String? {
    file.header.lazy.compactMap { line in
      line.hasPrefix("Base: ")
        ? String(line.dropFirst(6)).trimmingCharacters(in: .whitespaces) : nil
    }.first
  }

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
              + "or Tests/<group>/<target>)", remedy: nil)
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

/// A patch that cannot be read or applied, or a folder that cannot be written.
public struct ChangeSourcesError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file at fault, relative to the package root.
  public var path: String
  /// What is wrong.
  public var reason: String
  /// What to do about it, if anything helps.
  public var remedy: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The file at fault.
  ///   - reason: What is wrong.
  ///   - remedy: What to do about it.
  public init(path: String, reason: String, remedy: String? = nil) {
    self.path = path
    self.reason = reason
    self.remedy = remedy
  }

  /// `path: error: reason`, and the remedy on a line of its own.
  public var description: String {
    "\(path): error: \(reason)" + (remedy.map { "\n  \($0)." } ?? "")
  }
}

extension String {
  /// The string without `prefix` when it starts with it.
  func dropping(prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
