import Foundation

/// A change's mutants, each made from the implementation it mutates as the change's patches
/// leave it; one whose patch no longer applies is left out, and said, never stopping the change.
extension ChangeSources {
  /// The change's mutants whose patch does not apply to the implementation they mutate, as the
  /// change's patches leave it now: each an error naming the mutant's patch, with what to do.
  ///
  /// - Returns: The errors, in mutant name order; none when every mutant applies.
  /// - Throws: ``ChangeSourcesError`` when a patch is malformed or the change's own patches do
  ///   not apply.
  public func brokenMutants() throws(ChangeSourcesError) -> [ChangeSourcesError] {
    try patchedFoldersAndBrokenMutants().broken
  }

  /// The change's folders (``patchedFolders()``) and the mutants left out of them.
  func patchedFoldersAndBrokenMutants() throws(ChangeSourcesError) -> (
    folders: [String: [String: String]], broken: [ChangeSourcesError]
  ) {
    var folders: [String: [String: String]] = [:]
    for patch in try patches() {
      try checkPlaces(of: patch)
      folders[patch.folder] = try apply(patch, to: try baseFiles(of: patch.folder))
    }
    var broken: [ChangeSourcesError] = []
    for (name, patch) in try mutantPatches() {
      // A path out of the package stops the change, whichever patch names it.
      try checkPlaces(of: patch)
      var original = folders[patch.folder] ?? [:]
      if folders[patch.folder] == nil { original = try baseFiles(of: patch.folder) }
      do {
        folders[mutantFolder(name).dropping(prefix: folder + "/")] = try apply(patch, to: original)
      } catch {
        broken.append(
          ChangeSourcesError(
            path: error.path,
            reason:
              "is the mutant \(name), left out of the change's build: it " + error.reason,
            remedy:
              "make it anew against the implementation: edit the change with 'swift run "
              + "workbench changes edit \(change.name)', copy the implementation's folder to "
              + "\(mutantFolder(name)), put the bug back in, and save"))
      }
    }
    return (folders, broken)
  }
}
