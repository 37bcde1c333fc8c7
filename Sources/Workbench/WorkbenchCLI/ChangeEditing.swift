import ArchitectureDescriptor
import ChangeCost
import Diagnostics
import Foundation
import OutputFiles

/// `workbench changes edit|save|reset|refresh`: the workflow of a change stored as patches.
///
/// `edit` makes the change's folders in `.build/change-sources/<name>/` and keeps them as the
/// developer edits them (`run --change` builds them); `save` writes the patches back; `reset`
/// discards the edits; `refresh` brings every patch along after a base edit, merging three
/// ways where a patch no longer applies.
enum ChangeEditing {
  /// What to do.
  enum Action: String {
    case edit, save, reset, refresh
  }

  @MainActor
  static func run(
    _ action: Action, changes: [ChangeRequest], architectures: [Architecture],
    output: inout CommandOutput
  ) {
    do {
      for change in changes {
        try run(action, change: change, architectures: architectures, output: &output)
      }
    } catch {
      output.printError(Quoting.terminalLines(error.description))
      output.exitCode = .failure
    }
  }

  @MainActor
  private static func run(
    _ action: Action, change: ChangeRequest, architectures: [Architecture],
    output: inout CommandOutput
  ) throws(ChangeSourcesError) {
    let sources = change.sources
    switch action {
    case .edit:
      let made = try sources.edit(
        extra: ChangeSources.editableFolders(of: architectures.map(\.sourcePath)))
      output.print(
        (made.kept ? "Kept the edits of '\(change.name)' in " : "Made '\(change.name)' in ")
          + sources.folder + "/ for editing: "
          + made.folders.map(Quoting.terminal).joined(separator: ", ") + ".")
      output.print(
        "Edit them there; 'workbench run \(change.scenarios) --change \(change.name)' builds and "
          + "runs them. Then 'workbench changes save \(change.name)' writes the patches to "
          + sources.patchesFolder + " (or 'workbench changes reset \(change.name)' discards "
          + "the edits).")
    case .save:
      guard sources.isBeingEdited else {
        output.printError(
          "error: '\(change.name)' is not being edited; start with 'workbench changes edit "
            + "\(change.name)'")
        output.exitCode = .failure
        return
      }
      let saved = try sources.save(baseCommit: cleanCommit())
      for path in saved.written { output.print("wrote \(Quoting.terminal(path))") }
      for path in saved.removed {
        output.print("removed \(Quoting.terminal(path)) (its folder is as the base)")
      }
      if saved.written.isEmpty, saved.removed.isEmpty {
        output.print("\(change.name): the patches were already as the edits.")
      }
    case .reset:
      try sources.reset()
      output.print("Discarded the edits of '\(change.name)'; made it anew from its patches.")
    case .refresh:
      let results = try sources.refresh(baseCommit: cleanCommit(), oldBase: show)
      for result in results {
        switch result {
        // Patch names and paths come from the change's folder: escaped, whatever they hold.
        case .applied(let patch): output.print("applies   \(Quoting.terminal(patch))")
        case .merged(let patch):
          output.print("merged    \(Quoting.terminal(patch)) (three ways with its base)")
        case .conflict(let patch, let reason):
          output.print("CONFLICT  \(Quoting.terminal(patch)): \(Quoting.terminal(reason))")
          output.exitCode = .failure
        }
      }
      if output.exitCode == .failure {
        output.print(
          "'\(change.name)' is being edited in \(sources.folder)/: resolve the conflicts there "
            + "(the markers <<<<<<< ======= >>>>>>>), then 'workbench changes save "
            + "\(change.name)'.")
      }
    }
  }

  /// The commit `HEAD` is at when `Sources` and `Tests` have no edits not committed, else `nil`.
  static func cleanCommit() -> String? {
    let status = git(["status", "--porcelain", "--", "Sources", "Tests"])
    guard status?.isEmpty == true else { return nil }
    let commit = git(["rev-parse", "HEAD"])?.trimmingCharacters(in: .whitespacesAndNewlines)
    return commit.flatMap { FolderPatch.isCommitID($0) ? $0 : nil }
  }

  /// The text of `path` at `commit`, through git, or `nil`.
  ///
  /// The commit must be a commit ID and the path is followed by `--`, so neither reaches git as
  /// an option, whatever a patch's `Base:` line holds.
  static func show(_ commit: String, _ path: String) -> String? {
    guard FolderPatch.isCommitID(commit), !path.hasPrefix("-") else { return nil }
    return git(["show", "--no-textconv", "\(commit):\(path)", "--"], trimming: false)
  }

  /// What `git` printed with `arguments`, or `nil` when it failed or is missing.
  private static func git(_ arguments: [String], trimming: Bool = true) -> String? {
    let shown = ChildProcess(
      "/usr/bin/env", ["git"] + arguments, output: .captured, errors: .discarded
    ).run()
    guard shown.outcome.succeeded else { return nil }
    let text = shown.standardOutput
    return trimming ? text.trimmingCharacters(in: .newlines) : text
  }

}
