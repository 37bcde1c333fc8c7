import ReportLayout

/// The top-level help and the command reference, generated from ``Commands/all``.
extension Commands {
  /// `workbench --help`: what the workbench does, the subcommands with their abstracts, the
  /// options every subcommand answers and the exit codes.
  package static var mainHelp: String {
    let overview = CommandDeclaration.paragraph(
      "OVERVIEW: Replays calculator scenarios against MVC, MVP, MVVM and more, compares what "
        + "every architecture shows after every event, and times them against a "
        + "no-architecture baseline.")
    let subcommands = HelpSection(
      "SUBCOMMANDS",
      all.map { ($0.name + ($0.name == Run.declaration.name ? " (default)" : ""), $0.abstract) }
    )
    let notes = [
      "'workbench' alone is 'workbench run Scenarios'; 'workbench <path> ...' is 'workbench "
        + "run <path> ...'.",
      "See 'workbench help <subcommand>' for detailed help.",
    ].flatMap { TextLayout.wrap($0, width: TextLayout.defaultWidth - 2) }.map { "  " + $0 }
    return [
      overview,
      "USAGE: \(usage)",
      CommandDeclaration.section(subcommands) + "\n\n" + notes.joined(separator: "\n"),
      CommandDeclaration.section(
        HelpSection("OPTIONS", Options.standard.reversed().map { ($0.helpTerm, $0.fullHelp) })),
      exitCodes,
    ].joined(separator: "\n\n")
  }

  /// The top-level usage line.
  package static let usage = "workbench [<subcommand>] [<options>]"

  /// The whole command reference as Markdown, a DocC article: the top-level help, then each
  /// subcommand's help exactly as `workbench help <subcommand>` prints it.
  package static var reference: String {
    var text = """
      # Command Reference

      Every subcommand of `workbench`, with its arguments, options and exit codes.

      ## Overview

      This article is generated from the commands' own declarations by
      `workbench help --reference`; each section is what `workbench help <subcommand>`
      prints, and a test keeps the two the same. Run `swift run workbench help --reference`
      to write it anew.

      ```
      \(mainHelp)
      ```

      """
    for command in all {
      text += """

        ### \(command.name)

        \(command.abstract)

        ```
        \(command.help)
        ```

        """
    }
    return text
  }
}
