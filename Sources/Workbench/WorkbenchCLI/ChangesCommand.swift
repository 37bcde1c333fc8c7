import ArchitectureDescriptor
import ChangeCost
import Diagnostics
import Foundation

/// `workbench changes`: what each change request cost each architecture, measured from the
/// sources under the current directory; with `--verify`, whether every implementation works.
enum ChangesCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.changesUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, flags: ["--verify"], options: ["--changes", "--format"],
        help: CommandHelp(usage: usage, text: Help.changes), output: &output)
    else { return }
    if let action = parsed.positionals.first {
      try edit(action, parsed: parsed, context: context, output: &output)
      return
    }
    let changes = try select(parsed.values["--changes"], usage: usage)
    if parsed.flags.contains("--verify") {
      if parsed.values["--format"] != nil {
        throw UsageError("--verify prints what it checked; it takes no --format", usage: usage)
      }
      ChangeVerification.run(changes, architectures: context.architectures, output: &output)
      return
    }
    let formatName = parsed.values["--format"] ?? ChangeCostFormat.text.rawValue
    guard let format = ChangeCostFormat(rawValue: formatName.lowercased()) else {
      throw UsageError(
        "unknown format '\(formatName)'; expected text, markdown, json or html", usage: usage)
    }
    guard prepare(changes, output: &output) else { return }
    do {
      let table = try ChangeCostTable.measure(
        context.architectures.map { ($0.name, $0.sourcePath) }, changes: changes)
      output.standardOutput += Quoting.document(
        format.render(table, width: context.width), format: format.rawValue)
    } catch {
      output.printError("error: cannot read '\(Quoting.terminal(error.path))': \(error.reason)")
      // A file that is there but refused (too large, not a regular file) is no sign of being
      // run from the wrong folder.
      if !FileManager.default.fileExists(atPath: error.path) {
        output.printError(
          "  'workbench changes' reads the sources under Sources/ and Tests/ and the patches "
            + "under Scenarios/Changes: run it from the package root (the folder holding "
            + "Package.swift).")
      }
      output.exitCode = .unreadablePath
    }
  }

  /// Makes each change's folders from its patches and reads its `BASE-CODE` list, saying what
  /// fails (a patch that no longer applies, with its remedy; a list at its line and column).
  ///
  /// - Returns: Whether every change is ready to measure.
  private static func prepare(_ changes: [ChangeRequest], output: inout CommandOutput) -> Bool {
    // A patch that no longer applies is a base that moved, said with its remedy, not a file
    // that cannot be read.
    for change in changes {
      do {
        try change.sources.materialize()
      } catch {
        output.printError(Quoting.terminalLines(error.description))
        output.exitCode = .failure
        return false
      }
      // A BASE-CODE list that names what is not there is said at its place, as a scenario is.
      do {
        _ = try BaseCodeList.read(change)
      } catch {
        output.printError(error.description)
        output.exitCode = .malformedScenario
        return false
      }
    }
    return true
  }

  /// `changes edit|save|reset|refresh`: the workflow of a change stored as patches.
  @MainActor
  private static func edit(
    _ action: String, parsed: ParsedArguments, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.changesUsage
    guard let editing = ChangeEditing.Action(rawValue: action) else {
      throw UsageError(
        "unexpected argument '\(action)'; expected edit, save, reset or refresh", usage: usage)
    }
    let names = parsed.positionals.dropFirst()
    if parsed.flags.contains("--verify") || parsed.values["--format"] != nil {
      throw UsageError("'changes \(action)' takes no --verify or --format", usage: usage)
    }
    if editing != .refresh, names.count != 1 || parsed.values["--changes"] != nil {
      throw UsageError("'changes \(action)' takes one change request's name", usage: usage)
    }
    if editing == .refresh, !names.isEmpty {
      throw UsageError(
        "'changes refresh' takes --changes <names> (default: all), not a name", usage: usage)
    }
    let changes = try select(
      names.first ?? parsed.values["--changes"], usage: usage)
    ChangeEditing.run(
      editing, changes: changes, architectures: context.architectures, output: &output)
  }

  /// The change requests named in `list` (comma-separated), in the order given, or all of them.
  static func select(_ list: String?, usage: String) throws(UsageError) -> [ChangeRequest] {
    guard let list, list.lowercased() != "all" else {
      let all = ChangeRequest.all()
      guard !all.isEmpty else {
        throw UsageError(
          "no change request here: there is no \(ChangeRequest.scenariosFolder) folder with a "
            + "README.md; run from the package root", usage: usage)
      }
      return all
    }
    var selected: [ChangeRequest] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let request = try ChangeBuild.request(named: String(name), usage: usage)
      if !selected.contains(request) { selected.append(request) }
    }
    return selected
  }
}
