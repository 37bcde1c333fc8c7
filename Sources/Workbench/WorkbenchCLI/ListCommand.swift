import ArchitectureDescriptor
import Diagnostics
import ReportLayout
import ScenarioLanguage
import ScenarioReplay

/// `workbench list`: the architectures with their summaries, and the scenarios found.
enum ListCommand {
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    // Every file is read before anything is printed, so a malformed one leaves stdout empty.
    let screen = try ScreenSelection.screen(parsed, Commands.List.screen, context: context)
    let scenarios = try ScenarioLoading.load(
      ScreenSelection.paths(parsed.positionals, screen: screen), command: "list")
    let width = context.width
    let architectures = ScreenSelection.architectures(of: screen, context: context)
    let isCalculator = ScreenSelection.isDefault(screen)
    let all = architectures + (isCalculator ? [.direct] : [])
    let nameWidth = all.map { TextLayout.width(of: $0.name) }.max() ?? 0
    let indent = String(repeating: " ", count: nameWidth + 2)
    output.print(
      isCalculator
        ? "Architectures (\(architectures.count), plus the Direct baseline):"
        : "Architectures of the screen '\(screen.name)' (\(architectures.count)):")
    for architecture in all {
      let summary = TextLayout.wrap(architecture.summary, width: width - indent.count)
      let origin = TextLayout.wrap("from: " + architecture.origin, width: width - indent.count)
      // The short name is what `--architectures` takes; the folder is the target's code.
      let source = TextLayout.wrap("code: " + architecture.sourcePath, width: width - indent.count)
      for (index, line) in (summary + origin + source).enumerated() {
        output.print(
          index == 0
            ? architecture.name
              + String(repeating: " ", count: indent.count - architecture.name.count)
              + line
            : indent + line)
      }
    }
    let folder = commonFolder(of: scenarios)
    let fixed =
      (scenarios.map { TextLayout.width(of: $0.name) } + [8]).max().map { $0 + 2 } ?? 0
      + (folder == nil ? (scenarios.map { TextLayout.width(of: $0.path) }.max() ?? 0) + 2 : 0)
    var table = TextTable(header: ["scenario"] + (folder == nil ? ["path"] : []) + ["summary"])
    for scenario in scenarios {
      // One line each: the first sentence, cut at a word if the line has no room for all of it.
      let summary = TextLayout.wrap(
        Quoting.terminal(firstSentence(scenario)), width: max(24, width - fixed - 1))
      table.append(
        [scenario.name, scenario.path].prefix(folder == nil ? 2 : 1).map(Quoting.terminal)
          + [summary.count > 1 ? (summary.first ?? "") + "…" : (summary.first ?? "")])
    }
    output.print("")
    output.print(
      "Scenarios (\(scenarios.count)"
        + (folder.map { ", each <name>.scenario in \(Quoting.terminal($0))" } ?? "")
        + "):")
    output.print(TextLayout.fit(table.plainText(width: width), width: width))
  }

  /// The folder every scenario's file is in, named after the scenario, if they share one.
  static func commonFolder(of scenarios: [Scenario]) -> String? {
    let folders = Set(
      scenarios.map { scenario -> String? in
        let file = "/\(scenario.name).scenario"
        guard scenario.path.hasSuffix(file) else { return nil }
        return String(scenario.path.dropLast(file.count)) + "/"
      })
    guard folders.count == 1, let only = folders.first else { return nil }
    return only
  }

  /// The description's first sentence, on one line.
  static func firstSentence(_ scenario: Scenario) -> String {
    let text = scenario.description.split(whereSeparator: \.isNewline).joined(separator: " ")
    guard let end = text.firstRange(of: ". ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }
}
