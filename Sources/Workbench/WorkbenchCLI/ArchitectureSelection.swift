import ArchitectureDescriptor
import Classroom
import Diagnostics
import ScenarioLanguage
import ScenarioReplay

/// Turns `--architectures mvc,MVVM` and `--baseline mvc` into architectures, case-insensitively.
package enum ArchitectureSelection {
  /// Each exercise's student screen, named after the exercise (`stale-token`).
  ///
  /// A student can run, trace, play or read the facts of their screen beside a working one:
  /// `--architectures MVC,stale-token`. Empty in a build without the screens, which hands such a
  /// command to `workbench-classroom` (``ClassroomBuild``).
  package static func exerciseScreens(_ exercises: [Exercise]) -> [Architecture] {
    exercises.compactMap { exercise in
      exercise.architecture(solution: false).map { screen in
        Architecture(
          name: exercise.name, summary: screen.summary, origin: screen.origin,
          sourcePath: screen.sourcePath, makeRootViewController: screen.makeRootViewController)
      }
    }
  }

  /// The names given to `--architectures` (or `--architecture`) anywhere in `arguments`,
  /// either as the next argument or after `=`.
  static func names(in arguments: [String]) -> [String] {
    var names: [String] = []
    let options = [Options.architecturesName, Options.architectureName]
    for (index, argument) in arguments.enumerated() {
      var value: Substring?
      if options.contains(argument) {
        value = index + 1 < arguments.count ? arguments[index + 1][...] : nil
      } else if options.contains(where: { argument.hasPrefix($0 + "=") }) {
        value = argument.split(separator: "=", maxSplits: 1).last
      }
      names += value?.split(separator: ",").map { String($0).trimmingSpaces() } ?? []
    }
    return names
  }

  /// The architectures named in `list` (comma-separated), in the order given, or all of
  /// `known` when `list` is `nil` or `all`; names in `extra` (the mutants) are accepted too but
  /// never part of `all`.
  ///
  /// `Direct`, the calculator's baseline, is accepted unless `direct` is false (on another
  /// screen, which it does not build).
  package static func select(
    _ list: String?, from known: [Architecture], usage: String, extra: [Architecture] = [],
    direct: Bool = true
  )
    throws(UsageError) -> [Architecture]
  {
    guard let list, list.lowercased() != "all" else { return known }
    var selected: [Architecture] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false) {
      let architecture = try find(
        String(name), in: known + (direct ? [.direct] : []) + extra, usage: usage)
      if !selected.contains(where: { $0.name == architecture.name }) {
        selected.append(architecture)
      }
    }
    return selected
  }

  /// The architecture called `name`, case-insensitively: its catalogue name (`MVVM-IO`) or the
  /// name of its code folder, which is its target (`MVVMInputOutput`).
  ///
  /// - Parameters:
  ///   - name: The name given.
  ///   - known: The architectures to find it among.
  ///   - exercises: The names of exercises that are accepted too, listed in the error when
  ///     they are not among `known` (their screens are built on demand).
  ///   - usage: The usage line of the error.
  /// - Returns: The architecture.
  /// - Throws: ``UsageError`` naming what is accepted, when no architecture is called `name`.
  static func find(
    _ name: String, in known: [Architecture], exercises: [String] = [], usage: String
  ) throws(UsageError)
    -> Architecture
  {
    let trimmed = name.trimmingSpaces().lowercased()
    if let match = known.first(where: { $0.name.lowercased() == trimmed }) {
      return match
    }
    if let match = known.first(where: { $0.folderName.lowercased() == trimmed }) {
      return match
    }
    let names = known.map(\.name)
    let exerciseNames = exercises.filter { exercise in
      !names.contains { $0.lowercased() == exercise.lowercased() }
    }
    let hint =
      ScenarioSpelling.suggestion(for: name.trimmingSpaces(), among: names + exerciseNames).map {
        " (did you mean '\($0)'?)"
      }
      ?? ""
    throw UsageError(
      "unknown architecture '\(Quoting.terminal(name.trimmingSpaces()))'\(hint); expected one of: "
        + names.joined(separator: ", ")
        + (exerciseNames.isEmpty
          ? "" : "; or an exercise: " + exerciseNames.joined(separator: ", ")),
      usage: usage)
  }
}

extension Architecture {
  /// The last component of the architecture's code folder: its target's name.
  package var folderName: String {
    String(sourcePath.split(separator: "/").last ?? "")
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
