import ArchitectureDescriptor
import Diagnostics
import Mutation
import ScenarioLanguage
import ScreenCatalog

/// Turns `--screen temperature-converter` into the screen a command drives: its
/// implementations, and its scenario folder when no path is given.
package enum ScreenSelection {
  /// The screen `name` names (case-insensitively); `nil` names the default, the calculator.
  ///
  /// - Throws: A usage error listing the screens, when none is called `name`.
  package static func screen(
    named name: String?, usage: String
  ) throws(UsageError)
    -> ScreenDescriptor
  {
    let name = name ?? ScreenCatalog.defaultScreenName
    if let screen = ScreenCatalog.screen(named: name) { return screen }
    let names = ScreenCatalog.screens.map(\.name)
    let hint =
      ScenarioSpelling.suggestion(for: name, among: names).map { " (did you mean '\($0)'?)" } ?? ""
    throw UsageError(
      "unknown screen '\(Quoting.terminal(name))'\(hint); expected one of: "
        + names.joined(separator: ", ") + " (see 'workbench screens')", usage: usage)
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
