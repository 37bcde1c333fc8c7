import ChangeCost
import CodeFacts
import Diagnostics
import Foundation

/// `workbench facts`: counts each architecture's sources and draws who holds whom, read from
/// `Sources/…` under the current directory.
enum FactsCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.factsUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, options: ["--architectures", "--format", "--change"],
        help: CommandHelp(usage: usage, text: Help.facts), output: &output)
    else { return }
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
    // A change's implementations are read where its patches make them; nothing is built.
    var known = context.architectures
    if let name = parsed.values["--change"] {
      let change = try ChangeBuild.request(named: name, usage: usage)
      do {
        try change.sources.materialize()
      } catch {
        output.printError(Quoting.terminalLines(error.description))
        output.exitCode = .failure
        return
      }
      known = ChangeBuild.architectures(known, change: change)
    }
    let architectures = try ArchitectureSelection.select(
      parsed.values["--architectures"], from: known, usage: usage,
      extra: ArchitectureSelection.exerciseScreens(context.exercises))
    let formatName = parsed.values["--format"] ?? CodeFactsFormat.text.rawValue
    guard let format = CodeFactsFormat(rawValue: formatName.lowercased()) else {
      throw UsageError(
        "unknown format '\(formatName)'; expected text, markdown, mermaid or html",
        usage: usage)
    }
    do {
      let facts = try ArchitectureFacts.analyse(architectures, packageRoot: ".")
      output.standardOutput += Quoting.document(
        format.render(facts, width: context.width), format: format.rawValue)
    } catch {
      output.printError(
        "error: cannot read '\(Quoting.terminal(error.path))': \(error.reason)")
      output.printError(
        "  'workbench facts' reads the architectures' sources under Sources/: run it from the "
          + "package root (the folder holding Package.swift).")
      output.exitCode = .unreadablePath
    }
  }
}
