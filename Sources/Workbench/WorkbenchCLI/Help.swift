import ChangeCost
import CodeFacts
import EngineBenchmark
import ReportComparison
import RunReports
import ScenarioReplay

/// Every subcommand's declaration, from which parsing, help, dispatch and the command
/// reference follow; the subcommands' own options are declared beside them.
package enum Commands {
  /// The version `--version` prints.
  package static let version = EnvironmentInfo.currentToolVersion

  /// The subcommands in the order the help lists them.
  package static let all: [CommandDeclaration] = [
    Run.declaration, List.declaration, Screens.declaration, Bench.declaration, Trace.declaration,
    Facts.declaration, Conformance.declaration, Changes.declaration, Mutants.declaration,
    Fuzz.declaration, Testability.declaration, Compare.declaration, Report.declaration,
    Exercise.declaration, Play.declaration, NewArchitecture.declaration, HelpCommand.declaration,
  ]

  /// The subcommand called `name`, if there is one.
  package static func named(_ name: String) -> CommandDeclaration? {
    all.first { $0.name == name }
  }

  /// The exit codes most subcommands share.
  package static let exitCodes = """
    EXIT CODES:
      0    Every expectation held and all architectures agreed.
      1    An expectation failed, architectures disagreed, or a screen leaked.
      2    compare, run --compare: a regression beyond the threshold (1 wins over 2).
      64   The command line is wrong.
      65   A scenario file is malformed, or the run's scenarios go over the whole-run
           limits (every error is printed; nothing runs); a file given to compare is
           not a workbench report, or the two runs share no scenario or architecture.
      66   A path cannot be read, or a folder holds no scenario.
      73   The --output file cannot be written.
      74   Standard output or standard error cannot be written.
    """

  /// `workbench run`.
  package enum Run {
    static let architectures = Options.architectures(
      "Comma-separated architectures to run, case-insensitive (default: all; see 'workbench "
        + "list').")
    static let format = Options.format(
      ReportFormat.allCases.map(\.rawValue),
      help: "html is one self-contained page with charts, opened from disk.")
    static let output = Options.output(
      "Write the report to <file> (atomically) instead of standard output. A new file or a "
        + "writable regular file; a symbolic link is followed and kept. Never a device, FIFO, "
        + "folder or input.")
    static let noTiming = OptionDeclaration(
      "--no-timing", help: "Check and compare only; skip timing.")
    static let timing = OptionDeclaration(
      "--timing", help: "Time even in a debug build (a release build always times).")
    static let repetitions = OptionDeclaration(
      "--repetitions", value: "n", help: "Timed samples per scenario and architecture.",
      default: "15")
    static let warmup = OptionDeclaration(
      "--warmup", value: "n", help: "Untimed rounds before each process's samples.",
      default: "1")
    static let processes = OptionDeclaration(
      "--processes", value: "n",
      help: "Processes the samples are split among, one after another, so that a comparison "
        + "can tell a change from the variation between processes (default: 3 in a release "
        + "build, 1 in a debug one).")
    static let reference = OptionDeclaration(
      "--reference", value: "name",
      help: "The architecture timing ratios are relative to (default: Direct, no "
        + "architecture).")
    static let saveBaseline = OptionDeclaration(
      "--save-baseline", value: "name",
      help: "Also save the run as baseline <name>, a JSON report in .build/workbench-baselines "
        + "(or the path, when <name> holds a '/' or ends in .json).")
    static let baseline = OptionDeclaration(
      "--baseline", value: "name",
      help: "After the report, compare this run with saved baseline <name>.")
    static let compare = OptionDeclaration(
      "--compare", value: "old.json",
      help: "After the report, compare this run with an earlier JSON report, as 'workbench "
        + "compare' does; exit 2 on a regression.")
    static let threshold = Options.threshold(
      "The practical threshold for --compare and --baseline.")
    static let change = Options.change(
      "Run the nine implementations of a change request (a folder of Scenarios/Changes): "
        + "builds its modules beside the base build's (workbench-change), then runs the "
        + "scenarios with that build.")
    static let screen = Options.screen(
      "The screen to run (see 'workbench screens'); without a path, its own scenario folder.")

    static let declaration = CommandDeclaration(
      "run", abstract: "Replay scenarios on every architecture and compare them.",
      overview: "Replay scenarios on every architecture, compare what they show after every "
        + "event, check the expectations, and time them.",
      arguments: [
        Options.paths(
          "Scenario files, or folders searched for *.scenario files (default: Scenarios); - "
            + "reads standard input. All files are parsed before anything runs.")
      ],
      options: [
        architectures, format, output, noTiming, timing, repetitions, warmup, processes,
        reference, saveBaseline, baseline, compare, threshold, change, screen,
      ],
      discussion: """
        Text fits 100 columns, or the terminal's width when wider. While it runs, progress is \
        shown on standard error when that is a terminal (never when redirected); NO_COLOR \
        turns colour off. A debug build skips timing unless asked (--timing, --repetitions or \
        --warmup): its numbers mean nothing. Time with 'swift run -c release workbench'.
        """,
      exitCodes: exitCodes, run: RunCommand.run)
  }

  /// `workbench report`.
  package enum Report {
    static let format = Options.format(
      ReportFormat.allCases.map(\.rawValue),
      help: "A saved run is data: the scenario files it names are never opened, so the HTML "
        + "report draws no sequence diagrams; every format that shows code facts reads the "
        + "sources under the current directory, as 'run' does.")
    static let output = Options.output(
      "Write the report to <file> instead of standard output; never the saved run itself, a "
        + "scenario or anything but a regular file.")

    static let declaration = CommandDeclaration(
      "report", abstract: "Render a saved JSON run as text, Markdown, HTML or JUnit.",
      overview: "Render a run saved with 'workbench run --format json' in any format, exactly "
        + "as the run would have rendered it, without running anything again.",
      arguments: [
        ArgumentDeclaration(
          "saved.json", help: "A report written by 'workbench run --format json'.")
      ],
      options: [format, output],
      discussion: """
        A saved run is read only when it is a regular file of at most 64 MiB, nested at most \
        32 deep, with no key given twice in an object and every value within the published \
        schema (workbench-report.schema.json); otherwise the reason is printed.

        Exits 1 when the saved run failed, 65 when the file is not a workbench report, 66 \
        when it cannot be read, 73 when the --output file cannot be written.
        """, run: ReportCommand.run)
  }

  /// `workbench compare`.
  package enum Compare {
    static let format = Options.format(
      ComparisonFormat.allCases.map(\.rawValue),
      help: "Markdown is for a pull request; in junit, a regression is a failure.")
    static let threshold = Options.threshold("Timing changes within this are unchanged.")

    static let declaration = CommandDeclaration(
      "compare", abstract: "Compare two JSON reports: what regressed, what improved.",
      overview: "Compare two reports of 'workbench run --format json': per scenario and "
        + "architecture, the change in the ratio to the baseline (the baseline itself: ns per "
        + "event) from the raw samples, and every change in a counted figure.",
      arguments: [
        ArgumentDeclaration("old.json", help: "The earlier report."),
        ArgumentDeclaration("new.json", help: "The later report."),
      ],
      options: [format, threshold],
      discussion: """
        A timing cell regressed or improved only when the Mann-Whitney U test is significant \
        at 5% and the change's seeded 95% bootstrap interval lies beyond the threshold; too \
        noisy when the change looks larger but the samples cannot confirm it. Results, \
        allocations, messages, label updates and bytes scanned per event, and leaks are \
        compared exactly. A warning is printed when the two were made on another machine, in \
        another build or with another toolchain. Two runs with no scenario or no architecture \
        in common are an error (65), not "NO REGRESSION". Each saved run is read as 'report' \
        reads one (at most 64 MiB).
        """,
      exitCodes: exitCodes, run: CompareCommand.run)
  }

  /// `workbench trace`.
  package enum Trace {
    static let architectures = Options.architectures(
      "Comma-separated architectures to trace (default: all).")
    static let event = OptionDeclaration(
      "--event", value: "n",
      help: "The event to trace, counting from 1 (default: the last, or the loading when the "
        + "scenario performs none); 0 is the screen loading, where bindings are made.")
    static let format = Options.format(
      ["text", "mermaid", "html"],
      help: "mermaid gives sequence diagrams GitHub renders, html a page of SVG sequence "
        + "diagrams.")
    static let change = Options.change(
      "Trace the implementations of a change request, built as 'run --change' builds them.")
    static let screen = Options.screen(
      "The screen to trace (see 'workbench screens'); without a scenario, the first of its "
        + "scenario folder.")

    static let declaration = CommandDeclaration(
      "trace", abstract: "Show the messages each architecture sends for one event.",
      overview: "Replay a scenario and show, per architecture, every message that crosses a "
        + "role boundary while one event is handled: the user's edit, the field's event, the "
        + "delegate, presenter or view model, the model's answer, the bindings, and the label "
        + "being set.",
      arguments: [
        ArgumentDeclaration("scenario", help: "The scenario file to replay.", optional: true)
      ],
      options: [architectures, event, format, change, screen],
      discussion: """
        A message sent after virtual time has passed (a change request's slow service, after \
        a wait) shows when it happened: "at 300ms". During a wait, each piece of scheduled \
        work that fires is a message from the clock to the Scheduler, "fire(#3)", with what \
        it runs under it; a request cancelled shows as "cancel" sent to the SumRequest.
        """, run: TraceCommand.run)
  }

  /// `workbench facts`.
  package enum Facts {
    static let architectures = Options.architectures(
      "Comma-separated architectures to count (default: all).")
    static let change = Options.change(
      "Count each architecture's implementation of a change request instead (made from "
        + "Scenarios/Changes/<name>/patches).")
    static let screen = Options.screen(
      "Count the screen's implementations instead (see 'workbench screens').")
    static let format = Options.format(
      CodeFactsFormat.allCases.map(\.rawValue),
      help: "markdown gives a table and Mermaid diagrams GitHub renders, mermaid one flowchart "
        + "per architecture, html a page with the table and SVG graphs.")

    static let declaration = CommandDeclaration(
      "facts", abstract: "Count each architecture's code and draw which types hold which.",
      overview: "Count each architecture's own sources (files, code lines, types, protocols, "
        + "extensions, stored references) and show which of its types hold which, strongly or "
        + "weakly, and which kit and model types each one names.",
      options: [architectures, change, screen, format],
      discussion: """
        Reads Sources/Architectures/<architecture> under the current directory: run it from \
        the package root. Code lines are lines with a token outside comments; closure \
        captures are not references.
        """, run: FactsCommand.run)
  }

  /// `workbench bench`.
  package enum Bench {
    static let quick = OptionDeclaration(
      "--quick", help: "A short run, to check that the benchmark works (used by CI).")
    static let scaling = OptionDeclaration(
      "--scaling",
      help: "Only check that every path scales: typed64 and paste1024 and their fourfold "
        + "through run and trace in every format, list, the fuzzer's replay and mutants; fails "
        + "when 4× the input takes over 6× the time or a paste's output grows.")
    static let rows = OptionDeclaration(
      "--rows",
      help: "Only measure one swipe to delete on the history change's History screen at 10, "
        + "100, 1,000 and 10,000 rows, on every architecture, with its growth, and the bodies "
        + "it evaluates at 10, 100 and 1,000 rows on each architecture with bodies (builds "
        + "the change).")
    static let probe = OptionDeclaration(
      "--probe", value: "bytes",
      help: "Only run the engine on a <bytes>-long input, --iterations <n> times, untimed: for "
        + "counting instructions under callgrind.")
    static let iterations = OptionDeclaration(
      "--iterations", value: "n", help: "With --probe: how many times to run the engine.",
      default: "1")
    static let distribution = OptionDeclaration(
      "--distribution", value: "name", help: "With --probe: the input.",
      default: ProbeDistribution.benchmark.rawValue,
      allowed: ProbeDistribution.allCases.map(\.rawValue))
    static let replay = OptionDeclaration(
      "--replay", value: "name",
      help: "Only replay the small scenario on --screens <n> fresh screens of one "
        + "architecture, untimed: for counting instructions per event.")
    static let screens = OptionDeclaration(
      "--screens", value: "n", help: "With --replay: how many fresh screens.", default: "1")

    static let declaration = CommandDeclaration(
      "bench",
      abstract: "Benchmark the model engine and each architecture's cost per event.",
      overview: "Benchmark the model engine against the tutorial's Foundation implementation, "
        + "and each architecture's cost per event against Direct, in one run.",
      options: [quick, scaling, rows, probe, iterations, distribution, replay, screens],
      discussion: "Run it in release: 'swift run -c release workbench bench'.",
      run: BenchCommand.run)
  }

  /// `workbench help`.
  package enum HelpCommand {
    static let reference = OptionDeclaration(
      "--reference",
      help: "Print the whole command reference as Markdown (a DocC article), generated from "
        + "the same declarations as every help text.")

    static let declaration = CommandDeclaration(
      "help", abstract: "Show the help of a subcommand, or the whole command reference.",
      arguments: [
        ArgumentDeclaration("subcommand", help: "The subcommand to explain.", optional: true)
      ],
      options: [reference], run: WorkbenchCommand.help)
  }
}
