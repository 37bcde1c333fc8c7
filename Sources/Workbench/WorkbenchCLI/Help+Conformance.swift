/// The declaration of `workbench conformance`.
extension Commands {
  /// `workbench conformance`.
  package enum Conformance {
    static let architectures = Options.architectures(
      "Comma-separated architectures to check (default: all).")
    static let change = Options.change(
      "Check a change request's implementations, built with it, with its scenarios replayed "
        + "too (the base scenarios where they apply).")
    static let format = Options.format(
      ["text", "markdown", "json", "html"],
      help: "json follows workbench-conformance.schema.json; html shows the intended and the "
        + "observed graphs side by side.")
    static let output = Options.output("Write the report to <file> instead of standard output.")
    static let model = OptionDeclaration(
      "--model", value: "file",
      help: "Check against the intended model in <file> (JSON, the shape of a report's "
        + "\"model\"), not the architecture's own.")
    static let freeze = OptionDeclaration(
      "--freeze", value: "file",
      help: "Accept the violations recorded in <file> and fail only on new ones; when <file> "
        + "does not exist, record today's there.")
    static let screen = Options.screen(
      "Check the screen's implementations (see 'workbench screens') against the same patterns, "
        + "with its own scenarios replayed.")
    static let corpus = OptionDeclaration(
      "--corpus", value: "folder",
      help: "Judge the accuracy corpus instead (Scenarios/Conformance: each patch a break or a "
        + "variant with its expected verdict) and print precision and recall; exit 1 unless "
        + "every verdict is right.")

    static let declaration = CommandDeclaration(
      "conformance", abstract: "Check each architecture against its pattern's intended model.",
      overview: "Check each architecture against its pattern's intended model: statically, "
        + "from its sources (the roles each file names and imports, the state each role "
        + "stores), and dynamically, as a reflexion model of the bundled scenarios' traces "
        + "(convergences, divergences, absences).",
      options: [architectures, change, screen, model, freeze, corpus, format, output],
      discussion: """
        A violation names the rule, where it is (file:line in the sources, scenario:line of \
        the event in a trace) and one sentence of the pattern's definition saying why it \
        matters.
        """,
      exitCodes: """
        EXIT CODES:
          0    Every architecture keeps its intended model.
          1    A violation, static or dynamic.
          64   The command line is wrong.
          65   The --model file is not an intended model (file:line:column: error:).
          66   The sources or the scenarios cannot be read.
          73   The --output or --freeze file cannot be written.
        """, run: ConformanceCommand.run)
  }
}
