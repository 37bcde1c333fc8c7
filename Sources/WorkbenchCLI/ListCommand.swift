import WorkbenchCore

/// `workbench list`: the architectures with their summaries, and the scenarios found.
enum ListCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, help: CommandHelp(usage: Help.listUsage, text: Help.list), output: &output)
    else { return }
    var architectures = TextTable(header: ["architecture", "summary", "from"])
    for architecture in context.architectures + [.direct] {
      architectures.append([architecture.name, architecture.summary, architecture.origin])
    }
    output.print("Architectures (\(context.architectures.count), plus the Direct baseline):")
    output.print(architectures.plainText)
    guard let scenarios = ScenarioLoading.load(parsed.positionals, output: &output) else {
      return
    }
    var table = TextTable(header: ["scenario", "path", "description"])
    for scenario in scenarios {
      let summary = scenario.description.split(separator: "\n").first.map(String.init) ?? ""
      table.append([scenario.name, scenario.path, summary])
    }
    output.print("")
    output.print("Scenarios (\(scenarios.count)):")
    output.print(table.plainText)
  }
}
