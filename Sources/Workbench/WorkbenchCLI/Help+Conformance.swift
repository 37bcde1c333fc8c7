/// The help of `workbench conformance`.
extension Help {
  package static let conformanceUsage =
    "workbench conformance [--architectures <names>] [--change <name>] "
    + "[--model <file>] [--freeze <file>] [--corpus <folder>] "
    + "[--format text|markdown|json|html] [--output <file>]"

  package static let conformance = """
    OVERVIEW: Check each architecture against its pattern's intended model: statically, from \
    its sources (the roles each file names and imports, the state each role stores), and \
    dynamically, as a reflexion model of the bundled scenarios' traces (convergences, \
    divergences, absences).

    USAGE: \(conformanceUsage)

    OPTIONS:
      --architectures <names> Comma-separated architectures to check (default: all).
      --change <name>         Check a change request's implementations, built with it, with
                              its scenarios replayed too (the base scenarios where they apply).
      --model <file>          Check against the intended model in <file> (JSON, the shape of
                              a report's "model"), not the architecture's own.
      --freeze <file>         Accept the violations recorded in <file> and fail only on new
                              ones; when <file> does not exist, record today's there.
      --corpus <folder>       Judge the accuracy corpus instead (Scenarios/Conformance: each
                              patch a break or a variant with its expected verdict) and print
                              precision and recall; exit 1 unless every verdict is right.
      --format <format>       text, markdown, json (workbench-conformance.schema.json) or
                              html: the intended and the observed graphs side by side
                              (default: text).
      --output <file>         Write the report to <file> instead of standard output.
      -h, --help              Show help information.

    A violation names the rule, where it is (file:line in the sources, scenario:line of the
    event in a trace) and one sentence of the pattern's definition saying why it matters.

    EXIT CODES:
      0    Every architecture keeps its intended model.
      1    A violation, static or dynamic.
      64   The command line is wrong.
      65   The --model file is not an intended model (file:line:column: error:).
      66   The sources or the scenarios cannot be read.
      73   The --output or --freeze file cannot be written.
    """
}
