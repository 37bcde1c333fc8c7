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
    let screen = try screen(parsed, change: change, context: context)
    if let status = try ChangeBuild.handOff(
      change, command: Option.declaration.name, arguments: parsed.arguments, usage: usage)
    {
      output.exitCode = status
      return
    }
    try parsed.noPositionals()
    if let corpus = parsed.value(Option.corpus) {
      try runCorpus(corpus, context: context, output: &output)
      return
    }
    let format = parsed.value(Option.format) ?? ""
    let architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: screen?.architectures ?? context.architectures,
      usage: usage, direct: screen == nil)
    try refuseDirect(in: architectures, usage: usage)
    let fileModel = try model(at: parsed.value(Option.model))
    let outputFile = try parsed.value(Option.output).map { path throws(CommandError) in
      try RunCommand.reserve(path)
    }
    let scenarios: [Scenario]
    do throws(CommandError) {
      if let screen {
        scenarios = try ScenarioLoading.load([screen.scenarioPath])
      } else {
        scenarios = try loadScenarios(of: change)
      }
    } catch {
      outputFile?.discard()
      throw error
    }
    let report: ConformanceReport
    do throws(CommandError) {
      let checked: ConformanceReport
      do {
        checked = try check(
          architectures, scenarios: scenarios, change: change?.name, model: fileModel,
          screen: screen)
      } catch {
        throw error.commandError
      }
      report =
        try parsed.value(Option.freeze).map { path throws(CommandError) in
          try freeze(checked, at: path)
        } ?? checked
    } catch {
      outputFile?.discard()
      throw error
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

  /// Refuses `Direct`, which `--architectures` accepts wherever a run is timed: it keeps no
  /// pattern to check.
  static func refuseDirect(in architectures: [Architecture], usage: String) throws(UsageError) {
    guard !architectures.contains(where: { $0.name == Architecture.direct.name }) else {
      throw UsageError(
        "'\(Architecture.direct.name)' is the timing baseline, not an architecture: it has no "
          + "pattern to check", usage: usage)
    }
  }

  /// The scenarios whose traces are checked: the bundled ones, unless `change` says they no
  /// longer apply, and the change's own.
  ///
  /// - Throws: The loading's error; a missing folder also says to run from the package root.
  static func loadScenarios(of change: ChangeRequest?) throws(CommandError) -> [Scenario] {
    var folders = [ScenarioLoading.defaultFolder]
    if let change {
      if change.baseScenariosDoNotApply() != nil { folders = [] }
      folders.append(change.scenarios)
    }
    do {
      return try ScenarioLoading.load(folders)
    } catch {
      guard error.exitCode == .unreadablePath else { throw error }
      // The bundled scenarios are always read: a missing one means the wrong folder.
      throw CommandError(
        .unreadablePath,
        error.message + "\n  'workbench conformance' replays the bundled scenarios and reads "
          + "the sources:\n  run it from the package root (the folder holding Package.swift).")
    }
  }

  /// The intended model in the `--model` file, when one is given.
  ///
  /// - Throws: Exit code 65, with the file's `file:line:column: error:`, when it holds no
  ///   intended model.
  static func model(at path: String?) throws(CommandError) -> IntendedModel? {
    guard let path else { return nil }
    do {
      return try IntendedModel.load(file: path)
    } catch {
      throw CommandError(.malformedScenario, error.description)
    }
  }

  /// The report with the violations the freeze file accepts set apart.
  ///
  /// The first time, when `path` does not exist, every violation of `report` is recorded there
  /// and accepted.
  ///
  /// - Throws: Exit code 66 when the file cannot be read, 73 when it cannot be written.
  static func freeze(
    _ report: ConformanceReport, at path: String
  ) throws(CommandError) -> ConformanceReport {
    if FileManager.default.fileExists(atPath: path) {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw CommandError(.unreadablePath, "error: cannot read '\(Quoting.terminal(path))'")
      }
      return ConformanceFreeze(text: String(decoding: data, as: UTF8.self)).apply(to: report)
    }
    let freeze = ConformanceFreeze(recording: report)
    do {
      try freeze.text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
      throw CommandError(
        .unwritableOutput,
        "error: cannot write '\(Quoting.terminal(path))': \(error.localizedDescription)")
    }
    return freeze.apply(to: report)
  }

  /// `--corpus <folder>`: judges each patch of the accuracy corpus and prints precision and
  /// recall; exit 1 when a verdict is not the expected one.
  ///
  /// - Throws: Exit code 66 when the corpus or the sources cannot be read, 65 when a bundled
  ///   model file is broken.
  @MainActor
  static func runCorpus(
    _ folder: String, context: WorkbenchCommand.Context, output: inout CommandOutput,
    packageRoot: String = "."
  ) throws(CommandError) {
    do throws(CheckError) {
      let known: KnownTypes
      do {
        known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
      } catch {
        throw CheckError(description: "cannot read '\(error.path)': \(error.reason)")
      }
      _ = try ConformanceIndex.read(context.architectures, packageRoot: packageRoot)
      var outcomes: [ConformanceCorpus.Outcome] = []
      for entry in try ConformanceCorpus.load(folder) {
        outcomes.append(
          try ConformanceCorpus.judge(
            entry, architectures: context.architectures, packageRoot: packageRoot, known: known))
      }
      let report = ConformanceCorpus.report(outcomes)
      output.standardOutput += report.text
      if !report.passed { output.exitCode = .failure }
    } catch {
      throw error.commandError
    }
  }

  /// Why an architecture could not be checked.
  struct CheckError: Error, CustomStringConvertible {
    var description: String
    /// 66 for what cannot be read, 65 for a bundled model file that holds no intended model.
    var exitCode: ExitCode = .unreadablePath
    /// The command's error: a model file's `file:line:column: error:`, else `error:` and why.
    var commandError: CommandError {
      CommandError(
        exitCode, exitCode == .unreadablePath ? "error: \(description)" : description)
    }
  }

  /// Checks each architecture against its intended model, or against `model` when one is
  /// given (`--model FILE`).
  ///
  /// One that has none (a new architecture whose `CalculatorScreen.swift` names no pattern) is a
  /// violation itself. On a screen other than the calculator, `architectures` are its
  /// implementations, their roles found as the screen's
  /// (``IntendedModel/adopting(screenLayers:in:)``).
  @MainActor
  static func check(
    _ architectures: [Architecture], scenarios: [Scenario], change: String?,
    model fileModel: IntendedModel? = nil, screen: ScreenDescriptor? = nil,
    packageRoot: String = "."
  ) throws(CheckError) -> ConformanceReport {
    // Every model is read before anything is indexed, so a broken file stops the check at once.
    let models =
      fileModel == nil
      ? try bundledModels(
        of: architectures, folder: { CodeFacts.join(packageRoot, $0.sourcePath) },
        packageRoot: packageRoot) : [:]
    var known = KnownTypes.none
    if screen == nil {
      do {
        known = try KnownTypes.sharedLayers(
          packageRoot: packageRoot, overlay: ChangeBuild.builtChange?.sharedFolder)
      } catch {
        throw CheckError(description: "cannot read '\(error.path)': \(error.reason)")
      }
    }
    let index = try ConformanceIndex.read(
      architectures, packageRoot: packageRoot, screen: screen)
    let locations = ChangeBuild.builtChange.map {
      ConformanceChangeLocations(change: $0, packageRoot: packageRoot)
    }
    var results: [ArchitectureConformance] = []
    for architecture in architectures {
      let folder = CodeFacts.join(packageRoot, architecture.sourcePath)
      let graph = index.graphs[
        screen?.module(of: architecture) ?? ConformanceIndex.module(of: architecture)]
      guard
        let model = (fileModel ?? models[architecture.name])
          .map({ (declared: IntendedModel) in
            graph.map { resolved(declared, screen: screen, graph: $0) } ?? declared
          })
      else {
        results.append(undeclared(architecture))
        continue
      }
      var violations = try Self.violations(
        folder: folder, model: model,
        knownTypes: screen.map { knownTypes(of: $0, graph: graph) } ?? known, graph: graph,
        root: index.root)
      if let locations { violations = violations.map(locations.locate) }
      let events: [ObservedEvent]
      do {
        events = try ConformanceTracing.events(architecture, scenarios: scenarios)
      } catch {
        throw CheckError(description: "on the \(architecture.name) screen, \(error.description)")
      }
      results.append(
        ArchitectureConformance(
          name: architecture.name, sourcePath: architecture.sourcePath, model: model,
          violations: violations, reflexion: Reflexion.compare(model, events: events),
          compilerFacts: index.note(for: graph)))
    }
    return ConformanceReport(change: change, architectures: results)
  }
}
