import ArchitectureDescriptor
import ReportLayout

/// `workbench screens`: every screen the workbench drives, with what it shows, its scenario
/// folder and its implementations.
enum ScreensCommand {
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    guard parsed.positionals.isEmpty else {
      throw UsageError("screens takes no argument", usage: parsed.usage)
    }
    let screens = context.screens
    let nameWidth = screens.map { TextLayout.width(of: $0.name) }.max() ?? 0
    let indent = String(repeating: " ", count: nameWidth + 2)
    let width = max(40, context.width - indent.count)
    output.print(
      "Screens (\(screens.count); \(screens.first?.name ?? "none") without --screen):")
    for screen in screens {
      let architectures = ScreenSelection.architectures(of: screen, context: context)
      let lines =
        TextLayout.wrap(screen.summary, width: width)
        + TextLayout.wrap("scenarios: " + screen.scenarioPath, width: width)
        + TextLayout.wrap(
          "architectures: " + architectures.map(\.name).joined(separator: ", "), width: width)
      for (index, line) in lines.enumerated() {
        output.print(
          index == 0
            ? screen.name + String(repeating: " ", count: indent.count - screen.name.count) + line
            : indent + line)
      }
    }
  }
}
