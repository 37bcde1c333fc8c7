import ChangeCost

/// The declarations of `workbench testability` and `workbench changes`, the two commands that
/// measure the architectures from their code.
extension Commands {
  /// `workbench testability`, run by the lab.
  package enum Testability {
    package static let architectures = Options.architectures(
      "Comma-separated architectures to measure (default: all).")
    // The lab's `TestabilityFormat`, which this module does not build; a test keeps the two
    // lists in step.
    package static let format = Options.format(
      ["text", "markdown", "json", "html"],
      help: "json follows workbench-testability.schema.json; html is a page with charts.")
    package static let output = Options.output(
      "Write the report to <file> instead of standard output.")
    package static let screen = Options.screen(
      "Only the calculator is measured yet; another screen is refused (exit 64), naming what "
        + "it has.")
    package static let from = OptionDeclaration(
      "--from", value: "report.json",
      help: "Render a report saved with --format json; measure nothing.")

    package static let declaration = CommandDeclaration(
      "testability",
      abstract: "Measure what each architecture's tests catch without the screen.",
      overview: "Measure, per architecture, how much of it runs without the screen and what "
        + "its tests catch: its reach (the share of its executable lines its kit-free tests "
        + "run, checked against its files' imports), each @Test function classified by the "
        + "types it reaches (not by its file), the line coverage of its sources by its "
        + "kit-free tests, by all its tests and by the bundled scenarios; and a mutation "
        + "analysis: every mutant of its sources (a statement deleted, a call's edit argument "
        + "dropped, a value replaced with a constant, a weak reference made strong) run against "
        + "the kit-free tests, then the tests that need the screen, then the scenarios, and "
        + "each one no run kills replayed to compare the harness's counted measures: killed, "
        + "timeout, survived (a measure differs), equivalent, no coverage, or compile error.",
      options: [architectures, format, output, from, screen],
      discussion: """
        Run it from the package root. It copies the package to .build/testability, writes \
        every mutant into the architectures' sources there as a switch read from \
        WORKBENCH_MUTANT, and builds that copy once with coverage (the first build takes \
        minutes; later ones are incremental). Progress goes to standard error.
        """,
      exitCodes: """
        EXIT CODES:
          0    The measurement finished.
          1    The scratch build or a toolchain program failed, or the tests fail with no mutant.
          64   Usage error.
          65   The --from file is not a saved testability report.
          66   Not run from the package root, or the --from file is missing.
          73   The --output file cannot be written.
        """,
      group: .lab, run: nil)
  }

  /// `workbench changes`.
  package enum Changes {
    static let changes = Options.changes("Comma-separated change requests (default: all).")
    static let format = Options.format(
      ChangeCostFormat.allCases.map(\.rawValue),
      help: "json follows workbench-changes.schema.json; html shows the ranking, heat tables "
        + "of churn and of roles touched, and every table.")
    static let screen = Options.screen(
      "Only the calculator has change requests; another screen is refused, naming what it has.")
    static let verify = OptionDeclaration(
      "--verify",
      help: "For each change: build it, run its role tests, run its scenarios and the bundled "
        + "base scenarios on its implementations (all pass, agree and free every screen), "
        + "check each against its pattern (as 'conformance --change' does); exit 1 naming what "
        + "failed.")

    static let declaration = CommandDeclaration(
      "changes", abstract: "What each change request cost each architecture, measured.",
      overview: "Measure what each change request (Scenarios/Changes/<name>) cost each "
        + "architecture, from its patches (Scenarios/Changes/<name>/patches/<folder>.patch, one "
        + "per folder it changes), applied to the base; verify every implementation; or edit a "
        + "change.",
      options: [changes, format, verify, screen],
      usage: [
        "[\(changes.synopsis)] [\(format.synopsis)]",
        "\(verify.synopsis) [\(changes.synopsis)]",
        "edit|save|reset <name>",
        "refresh [\(changes.synopsis)]",
      ],
      after: [
        HelpSection(
          "EDITING A CHANGE",
          [
            (
              "edit <name>",
              "Make the change's folders in .build/change-sources/<name>/ (every architecture "
                + "and its tests, and what its patches change) and keep them as you edit; 'run "
                + "--change <name>' builds your edits."
            ),
            ("save <name>", "Write the patches back from those folders, and stop editing."),
            ("reset <name>", "Discard the edits; make the folders anew from the patches."),
            (
              "refresh",
              "After a base edit: apply every patch (at any offset) and write it anew; merge "
                + "three ways with the base it was made from (its Base: commit, through git) "
                + "where it no longer applies; leave conflicts marked in "
                + ".build/change-sources/<name>/ to resolve, then save."
            ),
          ])
      ],
      discussion: """
        Counts code lines with the package's Swift lexer, comments and blank lines apart, and \
        the workbench's instrumentation (@Received lines, import Tracing) in a column of its \
        own; test lines added and removed. A role is a type a developer writes: a top-level \
        type or protocol of the architecture's folder, not a protocol declared beside its only \
        conformer, nor the harness's CalculatorScreen. Shared code a change adds (its shared \
        layers' patches) or needs (base files named in Scenarios/Changes/<name>/BASE-CODE) is \
        listed file by file with the implementations that use it, and added to their all-in \
        churn. Then the ranking: which architecture bears change best by each measure, where \
        they agree and disagree. Run it from the package root. An architecture without an \
        implementation of a change is shown as missing.
        """,
      exitCodes: """
        EXIT CODES:
          0    Measured, verified, or edited.
          1    A patch does not apply (named with its hunk, and how to bring it along), --verify
               found a failure, or refresh left a conflict to resolve.
          64   Usage error (a --screen other than the calculator, which alone has change
               requests).
          65   A BASE-CODE list names a file or declaration that is not there (file:line:column).
          66   Not run from the package root.
        """, run: ChangesCommand.run)
  }
}
