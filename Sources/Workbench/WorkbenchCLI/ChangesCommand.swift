import ArchitectureDescriptor
import ChangeCost
import Diagnostics

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
        arguments, flags: ["--verify", "--record-bases"], options: ["--changes", "--format"],
        help: CommandHelp(usage: usage, text: Help.changes), output: &output)
    else { return }
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
    let changes = try select(parsed.values["--changes"], usage: usage)
    if parsed.flags.contains("--record-bases") {
      record(changes, output: &output)
      return
    }
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
    do {
      let table = try ChangeCostTable.measure(
        context.architectures.map { ($0.name, $0.sourcePath) }, changes: changes)
      output.standardOutput += format.render(table, width: context.width)
    } catch {
      output.printError("error: cannot read '\(Quoting.terminal(error.path))': \(error.reason)")
      output.printError(
        "  'workbench changes' reads the sources under Sources/ and Tests/: run it from the "
          + "package root (the folder holding Package.swift).")
      output.exitCode = .unreadablePath
    }
  }

  /// Records the base each implementation of `changes` is made from, as it is now.
  static func record(_ changes: [ChangeRequest], output: inout CommandOutput) {
    do {
      for path in try BaseFingerprint.record(changes) {
        output.print("recorded \(path)")
      }
    } catch {
      output.printError("error: cannot write a \(BaseFingerprint.fileName) file: \(error)")
      output.exitCode = .unwritableOutput
    }
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
