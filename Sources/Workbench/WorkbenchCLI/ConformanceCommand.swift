import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation
import OutputFiles
import ReportLayout
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver

/// `workbench conformance`: checks each architecture against its pattern's intended model,
/// statically from its sources and dynamically from the traces of the bundled scenarios (and
/// the change's, with `--change`), and exits 1 on any violation.
enum ConformanceCommand {
  /// The options as declared.
  private typealias Option = Commands.Conformance

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    let change = try parsed.value(Option.change).map { name throws(UsageError) in
      try ChangeBuild.request(named: name, usage: usage)
    }
    if let status = try ChangeBuild.handOff(
      change, command: Option.declaration.name, arguments: parsed.arguments, usage: usage)
    {
      output.exitCode = status
      return
    }
    try parsed.noPositionals()
    let format = parsed.value(Option.format) ?? ""
    let architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: context.architectures, usage: usage)
    // Direct is accepted wherever a run is timed; it keeps no pattern to check.
    guard !architectures.contains(where: { $0.name == Architecture.direct.name }) else {
      throw UsageError(
        "'\(Architecture.direct.name)' is the timing baseline, not an architecture: it has no "
          + "pattern to check", usage: usage)
    }
    let outputFile = try parsed.value(Option.output).map { path throws(CommandError) in
      try RunCommand.reserve(path)
    }
    var folders = [ScenarioLoading.defaultFolder]
    if let change {
      if change.baseScenariosDoNotApply() != nil { folders = [] }
      folders.append(change.scenarios)
    }
    let scenarios: [Scenario]
    do {
      scenarios = try ScenarioLoading.load(folders)
    } catch {
      outputFile?.discard()
      guard error.exitCode == .unreadablePath else { throw error }
      // The bundled scenarios are always read: a missing one means the wrong folder.
      throw CommandError(
        .unreadablePath,
        error.message + "\n  'workbench conformance' replays the bundled scenarios and reads "
          + "the sources:\n  run it from the package root (the folder holding Package.swift).")
    }
    let report: ConformanceReport
    do {
      report = try check(architectures, scenarios: scenarios, change: change?.name)
    } catch {
      outputFile?.discard()
      throw CommandError(.unreadablePath, "error: \(error.description)")
    }
    try deliver(report, format: format, to: outputFile, width: context.width, output: &output)
  }

  /// Writes `report` in `format` to `outputFile` or standard output; exit 1 on a violation.
  ///
  /// - Throws: Exit code 73 when the file cannot be written.
  static func deliver(
    _ report: ConformanceReport, format: String, to outputFile: OutputFile?,
    width: Int = TextLayout.defaultWidth, output: inout CommandOutput
  ) throws(CommandError) {
    let rendered: String
    switch format {
    case "json": rendered = report.json
    case "markdown": rendered = report.markdown
    case "html": rendered = ConformanceHTML.page(report)
    default: rendered = TextLayout.fit(report.text, width: width)
    }
    // File names and identifiers come from the sources: escaped, whatever they hold.
    let text = Quoting.document(rendered, format: format)
    if let outputFile {
      do {
        try outputFile.commit(text)
      } catch {
        throw CommandError(unwritable: error)
      }
    } else {
      output.standardOutput += text
    }
    if !report.passed { output.exitCode = .failure }
  }

  /// Why an architecture could not be checked.
  struct CheckError: Error, CustomStringConvertible {
    var description: String
  }

  /// Checks each architecture against its intended model; one that has none (a new
  /// architecture whose `CalculatorScreen.swift` names no pattern) is a violation itself.
  @MainActor
  static func check(
    _ architectures: [Architecture], scenarios: [Scenario], change: String?,
    packageRoot: String = "."
  ) throws(CheckError) -> ConformanceReport {
    let known: KnownTypes
    do {
      known = try KnownTypes.sharedLayers(
        packageRoot: packageRoot, overlay: ChangeBuild.builtChange?.sharedFolder)
    } catch {
      throw CheckError(description: "cannot read '\(error.path)': \(error.reason)")
    }
    var results: [ArchitectureConformance] = []
    for architecture in architectures {
      let folder = CodeFacts.join(packageRoot, architecture.sourcePath)
      guard let model = IntendedModel.of(architecture: architecture.name, folder: folder) else {
        results.append(
          ArchitectureConformance(
            name: architecture.name, sourcePath: architecture.sourcePath,
            model: IntendedModel(
              pattern: "none", definition: "no pattern declared", roles: [], edges: []),
            violations: [
              ConformanceViolation(
                rule: "an architecture declares its pattern",
                location: architecture.sourcePath + "/CalculatorScreen.swift",
                detail: "no `/// Intended model: <pattern>` line and no catalogue pattern",
                why: "A pattern enforced is a pattern named: without one, nothing is checked.")
            ], reflexion: nil))
        continue
      }
      let violations: [ConformanceViolation]
      do {
        violations = try StaticConformance.check(folder: folder, model: model, knownTypes: known)
      } catch {
        throw CheckError(description: "cannot read '\(error.path)': \(error.reason)")
      }
      let events: [ObservedEvent]
      do {
        events = try ConformanceTracing.events(architecture, scenarios: scenarios)
      } catch {
        throw CheckError(description: "on the \(architecture.name) screen, \(error.description)")
      }
      results.append(
        ArchitectureConformance(
          name: architecture.name, sourcePath: architecture.sourcePath, model: model,
          violations: violations, reflexion: Reflexion.compare(model, events: events)))
    }
    return ConformanceReport(change: change, architectures: results)
  }
}
