import ArchitectureDescriptor
import ChangeCost
import Diagnostics
import Foundation

/// `workbench changes`: what each change request cost each architecture, measured from the
/// sources under the current directory; with `--verify`, whether every implementation works.
enum ChangesCommand {
  /// The options as declared.
  private typealias Option = Commands.Changes

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    try ScreenSelection.requireCalculator(
      parsed, option: Option.screen, context: context, what: "change requests")
    if let action = parsed.positionals.first {
      try edit(action, parsed: parsed, context: context, output: &output)
      return
    }
    let changes = try select(parsed.value(Option.changes), usage: usage)
    if parsed.has(Option.verify) {
      if parsed.has(Option.format) {
        throw UsageError(
          "\(Option.verify.name) prints what it checked; it takes no \(Option.format.name)",
          usage: usage)
      }
      ChangeVerification.run(changes, architectures: context.architectures, output: &output)
      return
    }
    let format = parsed.value(Option.format, as: ChangeCostFormat.self) ?? .text
    try prepare(changes)
    do {
      let table = try ChangeCostTable.measure(
        context.architectures.map { ($0.name, $0.sourcePath) }, changes: changes)
      output.standardOutput += Quoting.document(
        format.render(table, width: context.width), format: format.rawValue)
    } catch {
      // A file that is there but refused (too large, not a regular file) is no sign of being
      // run from the wrong folder.
      let hint =
        FileManager.default.fileExists(atPath: error.path)
        ? ""
        : "\n  'workbench changes' reads the sources under Sources/ and Tests/ and the patches "
          + "under Scenarios/Changes: run it from the package root (the folder holding "
          + "Package.swift)."
      throw CommandError(
        .unreadablePath,
        "error: cannot read '\(Quoting.terminal(error.path))': \(error.reason)" + hint)
    }
  }

  /// Makes each change's folders from its patches and reads its `BASE-CODE` list, saying what
  /// fails (a patch that no longer applies, with its remedy; a list at its line and column).
  ///
  /// - Throws: Exit code 1 for a patch that does not apply, 65 for a malformed list.
  private static func prepare(_ changes: [ChangeRequest]) throws(CommandError) {
    // A patch that no longer applies is a base that moved, said with its remedy, not a file
    // that cannot be read.
    for change in changes {
      do {
        try change.sources.materialize()
      } catch {
        throw CommandError(.failure, Quoting.terminalLines(error.description))
      }
      // A BASE-CODE list that names what is not there is said at its place, as a scenario is.
      do {
        _ = try BaseCodeList.read(change)
      } catch {
        throw CommandError(.malformedScenario, error.description)
      }
    }
  }

  /// `changes edit|save|reset|refresh`: the workflow of a change stored as patches.
  @MainActor
  private static func edit(
    _ action: String, parsed: ParsedArguments, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    guard let editing = ChangeEditing.Action(rawValue: action) else {
      throw UsageError(
        "unexpected argument '\(action)'; expected edit, save, reset or refresh", usage: usage)
    }
    let names = parsed.positionals.dropFirst()
    if parsed.has(Option.verify) || parsed.has(Option.format) {
      throw UsageError(
        "'changes \(action)' takes no \(Option.verify.name) or \(Option.format.name)", usage: usage)
    }
    if editing != .refresh, names.count != 1 || parsed.has(Option.changes) {
      throw UsageError("'changes \(action)' takes one change request's name", usage: usage)
    }
    if editing == .refresh, !names.isEmpty {
      throw UsageError(
        "'changes refresh' takes --changes <names> (default: all), not a name", usage: usage)
    }
    let changes = try select(
      names.first ?? parsed.value(Option.changes), usage: usage)
    ChangeEditing.run(
      editing, changes: changes, architectures: context.architectures, output: &output)
  }

  /// The change requests named in `list` (comma-separated), in the order given, or all of them.
  static func select(_ list: String?, usage: String) throws(UsageError) -> [ChangeRequest] {
    guard let list, list.lowercased() != "all" else {
      let all = ChangeRequest.all()
      guard !all.isEmpty else {
        // Not a wrong command line but a wrong folder: 66, as the help says.
        throw CommandError(
          .unreadablePath,
          "error: no change request here: there is no \(ChangeRequest.scenariosFolder) folder "
            + "with a README.md;\n  run from the package root")
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
