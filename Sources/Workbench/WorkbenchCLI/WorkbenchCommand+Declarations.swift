extension WorkbenchCommand {
  /// Whether `arguments` are answered from the subcommands' declarations alone, with no build:
  /// a subcommand's `--help` or `--version`, or a command line that its declaration refuses.
  ///
  /// `workbench mutants --help` and `workbench testability --bogus` print what the lab would
  /// print, without building `workbench-lab` (minutes on a fresh clone) first; the lab reads
  /// its command lines with the same declarations, so the answer is the same.
  ///
  /// - Parameter arguments: The command-line arguments, without the program name.
  /// - Returns: `true` when no build of the lab or of the classroom is needed to answer.
  static func isAnsweredFromDeclarations(_ arguments: [String]) -> Bool {
    guard let first = arguments.first else { return false }
    let command: CommandDeclaration
    let rest: ArraySlice<String>
    if let named = Commands.named(first) {
      (command, rest) = (named, arguments.dropFirst())
    } else {
      // `workbench <path> …` runs; anything else is an unknown subcommand, answered here.
      (command, rest) = (Commands.Run.declaration, arguments[...])
    }
    do {
      let parsed = try ArgumentScanner.scan(rest, for: command)
      return parsed.has(Options.help) || parsed.has(Options.version)
    } catch {
      return true
    }
  }
}
