import ChangePatches
import Foundation

/// Editing a change: its folders made in a working tree a developer edits and builds, and the
/// patches written back from it; and bringing every patch along after a base edit.
///
/// ```text
/// workbench changes edit undo      # .build/change-sources/undo/…, kept until saved
/// workbench run Scenarios/Changes/undo --change undo   # builds the edits
/// workbench changes save undo      # Scenarios/Changes/undo/patches/*.patch
/// workbench changes refresh        # after a base edit: every patch made anew against it
/// ```
extension ChangeSources {
  /// The folders `edit` makes besides those the patches change: every architecture and its
  /// tests, so any of them can be edited.
  ///
  /// - Parameter architectures: The architectures' source folders.
  /// - Returns: Their folders and their tests' folders.
  public static func editableFolders(of architectures: [String]) -> [String] {
    architectures.flatMap { [$0, ChangeCostTable.tests(of: $0)] }
  }

  /// Makes the change's folders for editing: the patched ones, and a copy of each of `extra`
  /// folders the patches leave as it is; then marks the tree as being edited, so nothing
  /// overwrites it until ``save(baseCommit:)`` or ``reset()``.
  ///
  /// - Parameter extra: Further folders to copy (relative to the package root).
  /// - Returns: The folders of the tree, and whether the edits already there were kept.
  /// - Throws: ``ChangeSourcesError`` when a patch does not apply or a file cannot be written.
  public func edit(extra: [String]) throws(ChangeSourcesError) -> (folders: [String], kept: Bool) {
    if isBeingEdited { return (try editedFolders(), true) }
    var folders = try patchedFolders()
    for path in extra where folders[path] == nil {
      let files = try baseFiles(of: path)
      if !files.isEmpty { folders[path] = files }
    }
    try FolderSync.sync(folders, into: absolute(folder))
    try FolderSync.write(
      "Edits of the change request '\(change.name)': save them into its patches with "
        + "'workbench changes save \(change.name)'.\n",
      to: absolute(folder + "/" + Self.editingMarker))
    return (folders.keys.sorted(), false)
  }

  /// Writes the change's patches from its tree: one per folder that differs from its base,
  /// each mutant's against the implementation it is a mutant of; removes the patches of
  /// folders that no longer differ; and ends the editing.
  ///
  /// - Parameter baseCommit: The commit the base is at, recorded in each patch so a later
  ///   base edit can be merged three ways, or `nil` when unknown (or the base has edits not
  ///   committed): each patch then keeps the commit it recorded. A patch whose changes are
  ///   the same as before keeps its recorded commit and is not written.
  /// - Returns: The patches written and removed, relative to the package root.
  /// - Throws: ``ChangeSourcesError`` when a folder cannot be read or a patch written.
  public func save(
    baseCommit: String?
  ) throws(ChangeSourcesError) -> (written: [String], removed: [String]) {
    let tree = try editedTree()
    // A mutant left out of the tree because its patch did not apply keeps its patch.
    let leftOut = Set(((try? brokenMutants()) ?? []).map(\.path))
    // Without a commit, each patch keeps the one it recorded.
    var recorded: [String: String] = [:]
    for patch in ((try? patches()) ?? []) + ((try? mutantPatches().map(\.patch)) ?? []) {
      recorded[patch.path] = patch.baseCommit
    }
    var written: [String] = []
    var wanted: Set<String> = []
    for (path, files) in tree.sorted(by: { $0.key < $1.key }) {
      let plan = try savePlan(of: path, in: tree)
      let patches = Set(plan.before.keys).union(files.keys).sorted().compactMap { file in
        FilePatch.make(
          oldPath: plan.before[file] == nil ? nil : plan.folder + "/" + file,
          old: plan.before[file],
          newPath: files[file] == nil ? nil : plan.folder + "/" + file, new: files[file])
      }
      guard !patches.isEmpty else { continue }
      wanted.insert(plan.patch)
      func patchText(base: String?) -> String {
        let header =
          [
            "Change request '\(change.name)': \(plan.describe)",
            "Written by 'workbench changes save \(change.name)'; edit it with "
              + "'workbench changes edit \(change.name)'.",
          ] + (base.map { ["Base: \($0)"] } ?? []) + [""]
        return PatchFile(header: header, files: patches).text
      }
      let existing = FileManager.default.contents(atPath: absolute(plan.patch)).map {
        String(decoding: $0, as: UTF8.self)
      }
      // A patch whose changes are the same keeps the base it recorded, which it still applies
      // to: a save with no edit rewrites nothing.
      let kept = recorded[plan.patch].map { existing == patchText(base: $0) } ?? false
      let text = patchText(base: baseCommit ?? recorded[plan.patch])
      if !kept, existing != text {
        try FolderSync.write(text, to: FolderSync.contained(plan.patch, in: packageRoot))
        written.append(plan.patch)
      }
    }
    var removed: [String] = []
    for existing in try patches() + mutantPatches().map(\.patch)
    where !wanted.contains(existing.path) && !leftOut.contains(existing.path) {
      try FolderSync.remove(absolute(existing.path))
      removed.append(existing.path)
    }
    try FolderSync.remove(absolute(folder + "/" + Self.editingMarker))
    return (written, removed)
  }

  /// Every folder of the change's tree as it is on disk, its mutants' included.
  private func editedTree() throws(ChangeSourcesError) -> [String: [String: String]] {
    let root = absolute(folder)
    var tree: [String: [String: String]] = [:]
    for path in try editedFolders() {
      tree[path] = try FolderSync.read(root + "/" + path)
    }
    let mutants = "Sources/Classroom/Mutants/Changes/\(change.folder)"
    for name in FolderSync.folders(in: root + "/" + mutants) {
      tree[mutants + "/" + name] = try FolderSync.read(root + "/" + mutants + "/" + name)
    }
    return tree
  }

  /// What the patch of the tree's folder at `path` is made against: the base folder (or, for a
  /// mutant, the implementation it is a mutant of, as edited), named in the patch as `folder`.
  private func savePlan(
    of path: String, in tree: [String: [String: String]]
  ) throws(ChangeSourcesError) -> (
    patch: String, before: [String: String], folder: String, describe: String
  ) {
    let mutantsPrefix = "Sources/Classroom/Mutants/Changes/\(change.folder)/"
    guard path.hasPrefix(mutantsPrefix) else {
      let name = (path as NSString).lastPathComponent
      return (
        patchesFolder + "/" + name + ".patch", try baseFiles(of: path), path,
        "\(path) as the change leaves it."
      )
    }
    let name = String(path.dropFirst(mutantsPrefix.count))
    // A mutant keeps the implementation its patch was made against.
    guard
      let original = ((try? mutantPatches()) ?? []).first(where: { $0.name == name })?.patch
        .folder
    else {
      throw ChangeSourcesError(
        path: absolute(folder + "/" + path),
        reason: "is a mutant with no patch yet, so which implementation it is a mutant of "
          + "is unknown",
        remedy: "write its patch once by hand, against the implementation's folder")
    }
    var before = tree[original] ?? [:]
    if tree[original] == nil { before = try baseFiles(of: original) }
    return (
      mutantPatchesFolder + "/" + name + ".patch", before, original,
      "the mutant \(name), made from its implementation in \(original)."
    )
  }

  /// Discards the edits in the change's tree and makes it anew from the patches.
  ///
  /// - Throws: ``ChangeSourcesError`` when the tree cannot be removed or a patch does not apply.
  public func reset() throws(ChangeSourcesError) {
    if FileManager.default.fileExists(atPath: absolute(folder)) {
      try FolderSync.remove(absolute(folder))
    }
    try materialize()
  }

  /// What bringing one patch along did.
  public enum Refresh: Sendable, Equatable {
    /// The patch applied as it was (perhaps at other lines) and was written anew.
    case applied(patch: String)
    /// The patch did not apply; a three-way merge with the base it was made from did, and the
    /// patch was written anew.
    case merged(patch: String)
    /// The patch did not apply and could not be merged: why, and the merge's result left in the
    /// change's tree with conflict markers (when there was one).
    case conflict(patch: String, reason: String)
  }

  /// Brings every patch of the change along to the base as it is now.
  ///
  /// Each patch is applied (at any offset), or merged three ways with the base it was made
  /// from (its `Base:` commit, read through `oldBase`), and written anew. What cannot be merged
  /// is left in the change's tree with conflict markers, which is then being edited.
  ///
  /// - Parameters:
  ///   - baseCommit: The commit the base is at now, recorded in each patch written.
  ///   - oldBase: The text of a file (path relative to the package root) at a commit, or `nil`.
  /// - Returns: What happened to each patch.
  /// - Throws: ``ChangeSourcesError`` when a patch is malformed or a file cannot be written.
  public func refresh(
    baseCommit: String?, oldBase: (_ commit: String, _ path: String) -> String?
  ) throws(ChangeSourcesError) -> [Refresh] {
    guard !isBeingEdited else {
      throw ChangeSourcesError(
        path: folder, reason: "holds edits of '\(change.name)' not saved yet",
        remedy:
          "save them first with 'workbench changes save \(change.name)', or discard them with "
          + "'workbench changes reset \(change.name)'")
    }
    var results: [Refresh] = []
    var tree: [String: [String: String]] = [:]
    var conflicts = false
    for patch in try patches() {
      let base = try baseFiles(of: patch.folder)
      if let files = try? apply(patch, to: base) {
        tree[patch.folder] = files
        results.append(.applied(patch: patch.path))
        continue
      }
      let (files, reason) = merge(patch, onto: base, oldBase: oldBase)
      tree[patch.folder] = files
      if let reason {
        conflicts = true
        results.append(.conflict(patch: patch.path, reason: reason))
      } else {
        results.append(.merged(patch: patch.path))
      }
    }
    for (name, patch) in try mutantPatches() {
      let original: [String: String]
      if let merged = tree[patch.folder] {
        original = merged
      } else {
        original = try baseFiles(of: patch.folder)
      }
      if let files = try? apply(patch, to: original) {
        tree["Sources/Classroom/Mutants/Changes/\(change.folder)/\(name)"] = files
        results.append(.applied(patch: patch.path))
      } else {
        conflicts = true
        results.append(
          .conflict(patch: patch.path, reason: "it does not apply to \(patch.folder) as merged"))
      }
    }
    try FolderSync.sync(tree, into: absolute(folder))
    try FolderSync.write(
      "Edits of the change request '\(change.name)' being brought along: resolve any conflict "
        + "markers, then 'workbench changes save \(change.name)'.\n",
      to: absolute(folder + "/" + Self.editingMarker))
    if !conflicts {
      _ = try save(baseCommit: baseCommit)
    }
    return results
  }

  /// `patch` merged three ways onto `base`: each file's base as the patch was made (its
  /// `Base:` commit, through `oldBase`), the base now, and the patch applied to the former.
  ///
  /// - Returns: The folder's files as merged, and why the merge failed or conflicts, if it did.
  private func merge(
    _ patch: FolderPatch, onto base: [String: String],
    oldBase: (_ commit: String, _ path: String) -> String?
  ) -> (files: [String: String], reason: String?) {
    guard let commit = patch.baseCommit else {
      return (base, "it records no Base commit to merge with")
    }
    var files = base
    var conflicts: [String] = []
    for file in patch.file.files {
      let path = file.newPath ?? file.oldPath ?? ""
      let inFolder = path.dropping(prefix: patch.folder + "/")
      let original = file.oldPath.flatMap { oldBase(commit, $0) }
      guard file.oldPath == nil || original != nil else {
        return (files, "the base it was made from (\(commit)) cannot be read with git")
      }
      let theirs: String?
      do {
        theirs = try file.applied(to: original)
      } catch {
        return (files, "it does not apply to the base it was made from (\(commit)) either")
      }
      guard let theirs else {
        files[inFolder] = nil
        continue
      }
      let merged = ThreeWayMerge.merge(
        original: original ?? "", ours: base[inFolder] ?? "", theirs: theirs)
      files[inFolder] = merged.text
      if merged.conflicts > 0 {
        conflicts.append(
          "\(path): \(merged.conflicts) conflict\(merged.conflicts == 1 ? "" : "s") with the "
            + "base edit")
      }
    }
    return (files, conflicts.isEmpty ? nil : conflicts.joined(separator: "; "))
  }
}
