import ChangePatches
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
  /// - Throws: ``ChangeSourcesError`` when one cannot be read, is malformed, changes files of
  ///   more than one folder, or changes a folder another patch changes (one of them would be
  ///   lost).
  public func patches() throws(ChangeSourcesError) -> [FolderPatch] {
    let patches = try readPatches(in: patchesFolder)
    var first: [String: String] = [:]
    for patch in patches {
      if let other = first[patch.folder] {
        throw ChangeSourcesError(
          path: patch.path,
          reason: "changes \(patch.folder), which \(other) changes too; a folder has one patch",
          line: patch.file.files.first.flatMap { patch.file.startLines[$0.path] })
      }
      first[patch.folder] = patch.path
    }
    return patches
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
    try FolderSync.read(FolderSync.contained(path, in: packageRoot))
  }

  /// Checks that every file `patch` names is read from inside the package and written inside
  /// the change's folder: no symbolic link on its way leads out of either.
  ///
  /// - Throws: ``ChangeSourcesError`` at the line of the patch's file that names it.
  func checkPlaces(of patch: FolderPatch) throws(ChangeSourcesError) {
    for file in patch.file.files {
      for path in Set([file.oldPath, file.newPath].compactMap { $0 }) {
        do throws(ChangeSourcesError) {
          _ = try FolderSync.contained(path, in: packageRoot)
          _ = try FolderSync.contained(path, in: absolute(folder))
        } catch {
          throw ChangeSourcesError(
            path: patch.path, reason: error.reason,
            line: patch.file.startLines[file.path])
        }
      }
    }
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
      let result: String?
      do {
        result = try file.applied(to: oldInFolder.flatMap { files[$0] })
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
      if let result { try checkSize(of: result, path: path, in: patch) }
      if let oldInFolder { files[oldInFolder] = nil }
      if let result { files[inFolder] = result }
    }
    return files
  }

  /// Checks that the file `patch` makes at `path` is no larger than what is read of it later:
  /// 1 MiB for a Swift file (what the cost of change measures), 8 MiB for any other; the error
  /// names the patch, at the line of the file's patch, not the copy it would make.
  private func checkSize(
    of text: String, path: String, in patch: FolderPatch
  ) throws(ChangeSourcesError) {
    let limit = path.hasSuffix(".swift") ? SwiftFolder.largestFile : FolderSync.largestFile
    let lines = path.hasSuffix(".swift") ? text.utf8.lazy.filter { $0 == 0x0A }.count : 0
    guard text.utf8.count > limit || lines > SwiftFolder.mostLines else { return }
    throw ChangeSourcesError(
      path: patch.path,
      reason: "makes '\(path)' larger than a source file may be (at most "
        + (path.hasSuffix(".swift") ? "\(SwiftFolder.mostLines) lines and " : "")
        + "\(limit / 1_048_576) MiB)", line: patch.file.startLines[path])
  }

  /// Reads and parses every `*.patch` directly in `relativeFolder`.
  private func readPatches(in relativeFolder: String) throws(ChangeSourcesError) -> [FolderPatch] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: absolute(relativeFolder))) ?? []
    var patches: [FolderPatch] = []
    for name in names.sorted() where name.hasSuffix(".patch") {
      let path = relativeFolder + "/" + name
      // The change's folder, its patches folder or the patch may be a link out of the package.
      let full = try FolderSync.contained(path, in: packageRoot)
      guard let data = FileManager.default.contents(atPath: full),
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
        throw ChangeSourcesError(error)
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

extension String {
  /// The string without `prefix` when it starts with it.
  func dropping(prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
