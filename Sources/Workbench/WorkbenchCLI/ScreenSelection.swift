import ArchitectureDescriptor
import Diagnostics
import Mutation
import ScenarioLanguage
import ScreenCatalog

/// Turns `--screen temperature-converter` into the screen a command drives: its
/// implementations, and its scenario folder when no path is given.
package enum ScreenSelection {
  /// The screen `option` (a subcommand's `--screen`) names, case-insensitively, among the
  /// context's; without it, the first of them (the calculator in `workbench`, a user's first
  /// screen in an executable of theirs).
  ///
  /// - Throws: A usage error listing the screens, when none is called so.
  package static func screen(
    _ parsed: ParsedArguments, _ option: OptionDeclaration, context: WorkbenchCommand.Context
  ) throws(UsageError)
    -> ScreenDescriptor
  {
    let screens = context.screens
    let usage = parsed.usage
    guard parsed.has(option), let name = parsed.value(option) else {
      guard let first = screens.first else {
        throw UsageError("this executable has no screen to drive", usage: usage)
      }
      return first
    }
    if let screen = screens.first(where: { $0.name.lowercased() == name.lowercased() }) {
      return screen
    }
    let names = screens.map(\.name)
    let hint =
      ScenarioSpelling.suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
    throw UsageError(
      "unknown screen '\(Quoting.terminal(name))'\(hint); expected one of: "
        + names.joined(separator: ", ") + " (see 'workbench screens')", usage: usage)
  }

  /// Refuses `--change` (`given`) on a screen other than the calculator, whose change requests
  /// they are.
  ///
  /// - Throws: A usage error naming the screen.
  package static func refuseChange(
    _ given: Bool, on screen: ScreenDescriptor, usage: String
  ) throws(UsageError) {
    guard given, !isDefault(screen) else { return }
    throw UsageError(
      "--change names a change request of the calculator; it cannot go with --screen "
        + Quoting.terminal(screen.name), usage: usage)
  }

  /// Whether `screen` is the calculator, whose implementations are the command's own
  /// architectures (a change request's, in `workbench-change`) and whose baseline is Direct.
  package static func isDefault(_ screen: ScreenDescriptor) -> Bool {
    screen.name == ScreenCatalog.defaultScreenName
  }

  /// The implementations a command chooses among on `screen`: the context's architectures on
  /// the calculator, the screen's own on any other.
  package static func architectures(
    of screen: ScreenDescriptor, context: WorkbenchCommand.Context
  ) -> [Architecture] {
    isDefault(screen) ? context.architectures : screen.architectures
  }

  /// The architectures `--architectures` names (`list`; all when `nil`) among `screen`'s: on the
  /// calculator the context's, with Direct, the lab's mutants and the exercises' screens; on
  /// another screen its own implementations and nothing else.
  package static func select(
    _ list: String?, on screen: ScreenDescriptor, context: WorkbenchCommand.Context,
    usage: String
  ) throws(UsageError) -> [Architecture] {
    guard isDefault(screen) else {
      return try ArchitectureSelection.select(
        list, from: screen.architectures, usage: usage, direct: false)
    }
    return try ArchitectureSelection.select(
      list, from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture)
        + ArchitectureSelection.exerciseScreens(context.exercises))
  }

  /// The paths a command reads: those given, or the screen's scenario folder when none is and
  /// the screen is not the calculator (whose default folder ``ScenarioLoading`` knows).
  package static func paths(_ given: [String], screen: ScreenDescriptor) -> [String] {
    given.isEmpty && !isDefault(screen) ? [screen.scenarioPath] : given
  }

  /// The note a failed command without `--screen` gives when it read another screen's scenarios
  /// (a file in a folder named as a screen's scenario folder is): that screen's widgets are
  /// not on the calculator.
  ///
  /// - Parameter scenarios: The scenarios the command read.
  /// - Returns: The note, naming the screen and the option, or `nil` when no scenario is another
  ///   screen's.
  package static func hint(for scenarios: [Scenario]) -> String? {
    let others = ScreenCatalog.screens.filter { !isDefault($0) }
    for scenario in scenarios {
      let folders = scenario.path.split(separator: "/").dropLast().map(String.init)
      guard let folder = folders.last,
        let screen = others.first(where: {
          $0.scenarioPath.split(separator: "/").last == folder[...]
        })
      else { continue }
      let shown = Quoting.terminal(screen.name)
      return "note: these scenarios belong to the screen '\(shown)' and ran on the calculator; "
        + "add --screen \(shown) to run them on that screen's implementations."
    }
    return nil
  }
}

extension ScreenSelection {
  /// Refuses `--screen` naming a screen other than the calculator, for a subcommand whose
  /// subjects only the calculator has (`what`: its change requests, its exercises), naming
  /// what the screen has instead.
  ///
  /// - Parameters:
  ///   - parsed: The subcommand's command line.
  ///   - option: The subcommand's `--screen`.
  ///   - context: What the subcommand runs with: its screens.
  ///   - what: What the subcommand works on, in the plural: `change requests`.
  /// - Throws: A usage error (exit code 64) for another screen, or an unknown one.
  package static func requireCalculator(
    _ parsed: ParsedArguments, option: OptionDeclaration, context: WorkbenchCommand.Context,
    what: String
  ) throws(UsageError) {
    let screen = try screen(parsed, option, context: context)
    guard !isDefault(screen) else { return }
    let name = Quoting.terminal(screen.name)
    throw UsageError(
      "the screen '\(name)' has no \(what): it has \(screen.architectures.count) "
        + "implementations (\(screen.architectures.map(\.name).joined(separator: ", "))) and "
        + "its scenarios in \(Quoting.terminal(screen.scenarioPath)); the calculator has "
        + "\(what) (no --screen)",
      usage: parsed.usage)
  }
}
