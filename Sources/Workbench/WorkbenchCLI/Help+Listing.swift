/// The declarations of the subcommands that list what the workbench knows.
extension Commands {
  /// `workbench list`.
  package enum List {
    static let screen = Options.screen(
      "List the screen's implementations and, without a path, its scenarios (see 'workbench "
        + "screens').")

    static let declaration = CommandDeclaration(
      "list", abstract: "List the architectures and the scenarios found.",
      overview: "List the architectures, with their summaries, and the scenarios found.",
      arguments: [
        Options.paths(
          "Scenario files or folders (default: Scenarios); - reads standard input.")
      ], options: [screen], run: ListCommand.run)
  }

  /// `workbench screens`.
  package enum Screens {
    static let declaration = CommandDeclaration(
      "screens", abstract: "List the screens, each with its scenarios and architectures.",
      overview: "List the screens the workbench drives: what each shows, its scenario folder "
        + "and its implementations. 'run', 'trace' and 'list' take one with --screen <name>.",
      run: ScreensCommand.run)
  }
}
