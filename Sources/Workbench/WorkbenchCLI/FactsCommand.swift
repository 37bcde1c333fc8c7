import ArchitectureDescriptor
import ChangeCost
import CodeFacts
import Diagnostics
import Foundation

/// `workbench facts`: counts each architecture's sources and draws who holds whom, read from
/// `Sources/…` under the current directory.
enum FactsCommand {
  /// The options as declared.
  private typealias Option = Commands.Facts

  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let usage = parsed.usage
    try parsed.noPositionals()
    let screen = try ScreenSelection.screen(parsed, Option.screen, context: context)
    let onCalculator = ScreenSelection.isDefault(screen)
    // A change's implementations are read where its patches make them; nothing is built.
    var known = ScreenSelection.architectures(of: screen, context: context)
    try ScreenSelection.refuseChange(parsed.has(Option.change), on: screen, usage: usage)
    if let name = parsed.value(Option.change) {
      let change = try ChangeBuild.request(named: name, usage: usage)
      do {
        try change.sources.materialize()
      } catch {
        throw CommandError(.failure, Quoting.terminalLines(error.description))
      }
      known = ChangeBuild.architectures(known, change: change)
    }
    let architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: known, usage: usage,
      extra: onCalculator ? ArchitectureSelection.exerciseScreens(context.exercises) : [],
      direct: onCalculator)
    let format = parsed.value(Option.format, as: CodeFactsFormat.self) ?? .text
    do {
      let facts =
        try onCalculator
        ? ArchitectureFacts.analyse(architectures, packageRoot: ".")
        : ArchitectureFacts.analyse(
          architectures, packageRoot: ".", known: knownTypes(of: screen))
      output.standardOutput += Quoting.document(
        format.render(facts, width: context.width), format: format.rawValue)
    } catch {
      throw CommandError(
        .unreadablePath,
        "error: cannot read '\(Quoting.terminal(error.path))': \(error.reason)\n"
          + "  'workbench facts' reads the architectures' sources under Sources/:\n  run it from "
          + "the package root (the folder holding Package.swift).")
    }
  }

  /// The shared types another screen's implementations name: the kit's and the binding's, and
  /// those of the screen's own shared modules, from whichever of their folders are under the
  /// current directory (`Sources/Shared/<Module>` here, `Sources/<Module>` in a user's package,
  /// where the kit's folders are not).
  static func knownTypes(of screen: ScreenDescriptor) throws(UnreadablePathError) -> KnownTypes {
    let own = screen.layers.sorted { $0.key < $1.key }.flatMap { module, layer in
      ["Sources/Shared/" + module, "Sources/" + module].map { (path: $0, layer: layer) }
    }
    // The kit and the binding, not the calculator's own view and model.
    let shared = KnownTypes.sharedLayerFolders.filter {
      $0.path.hasSuffix("/ViewKit") || $0.path.hasSuffix("/Binding")
    }
    let folders =
      (shared
      + own.compactMap { folder in
        ExternalLayer(rawValue: folder.layer).map { (path: folder.path, layer: $0) }
      }).filter { folder in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
    return try KnownTypes.read(folders, packageRoot: ".")
  }
}
