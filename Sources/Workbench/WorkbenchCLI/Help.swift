import ScenarioReplay

/// The help texts, in the manner of swift-argument-parser: OVERVIEW, USAGE, then the options.
package enum Help {
  package static let version = EnvironmentInfo.currentToolVersion

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

  package static let main = """
    OVERVIEW: Replays calculator scenarios against MVC, MVP, MVVM and more, compares what every \
    architecture shows after every event, and times them against a no-architecture baseline.

    USAGE: workbench [<subcommand>] [<options>]

    SUBCOMMANDS:
      run (default)           Replay scenarios on every architecture and compare them.
      list                    List the architectures and the scenarios found.
      bench                   Benchmark the model engine and each architecture's cost per event.
      trace                   Show the messages each architecture sends for one event.
      facts                   Count each architecture's code and draw which types hold which.
      conformance             Check each architecture against its pattern's intended model.
      changes                 What each change request cost each architecture, measured.
      mutants                 Grade the scenarios by the broken architectures they catch.
      fuzz                    Compare the architectures on random scenarios; shrink a failure.
      testability             Measure what each architecture's tests catch without the screen.
      compare                 Compare two JSON reports: what regressed, what improved.
      report                  Render a saved JSON run as text, Markdown, HTML or JUnit.
      exercise                Exercises: repair a broken architecture, with hints and checks.
      play                    Type into a screen in the terminal and watch its messages.
      new-architecture        Start a new architecture from a template.

      'workbench' alone is 'workbench run Scenarios'; 'workbench <path> ...' is 'workbench run
      <path> ...'.
      See 'workbench help <subcommand>' for detailed help.

    OPTIONS:
      --version               Show the version.
      -h, --help              Show help information.

    \(exitCodes)
    """

  package static let runUsage =
    "workbench run [<path> ...] [--architectures <names>] [--format <format>] [--output <file>] "
    + "[--no-timing | --timing] [--repetitions <n>] [--warmup <n>] [--processes <n>] "
    + "[--reference <name>] "
    + "[--save-baseline <name>] [--baseline <name> | --compare <old.json>] "
    + "[--threshold <percent>] [--change <name>]"

  package static let run = """
    OVERVIEW: Replay scenarios on every architecture, compare what they show after every event, \
    check the expectations, and time them.

    USAGE: \(runUsage)

    ARGUMENTS:
      <path>                  Scenario files, or folders searched for *.scenario files
                              (default: Scenarios); - reads standard input. All files are
                              parsed before anything runs.

    OPTIONS:
      --architectures <names> Comma-separated architectures to run, case-insensitive
                              (default: all; see 'workbench list').
      --format <format>       text, markdown, json, junit, or html: one self-contained page
                              with charts, opened from disk (default: text).
      --output <file>         Write the report to <file> (atomically) instead of standard output.
                              A new file or a writable regular file; a symbolic link is
                              followed and kept. Never a device, FIFO, folder or input.
      --no-timing             Check and compare only; skip timing.
      --timing                Time even in a debug build (a release build always times).
      --repetitions <n>       Timed samples per scenario and architecture (default: 15).
      --warmup <n>            Untimed rounds before each process's samples (default: 1).
      --processes <n>         Processes the samples are split among, one after another, so
                              that a comparison can tell a change from the variation between
                              processes (default: 3 in a release build, 1 in a debug one).
      --reference <name>      The architecture timing ratios are relative to (default: Direct,
                              no architecture).
      --save-baseline <name>  Also save the run as baseline <name>, a JSON report in
                              .build/workbench-baselines (or the path, when <name> holds a '/'
                              or ends in .json).
      --baseline <name>       After the report, compare this run with saved baseline <name>.
      --compare <old.json>    After the report, compare this run with an earlier JSON report,
                              as 'workbench compare' does; exit 2 on a regression.
      --threshold <percent>   The practical threshold for --compare and --baseline (default: 5).
      --change <name>         Run the nine implementations of a change request (a folder of
                              Scenarios/Changes): builds its modules beside the base build's
                              (workbench-change), then runs the scenarios with that build.
      -h, --help              Show help information.

    Text fits 100 columns, or the terminal's width when wider. While it runs, progress is shown
    on standard error when that is a terminal (never when redirected); NO_COLOR turns colour off.
    A debug build skips timing unless asked (--timing, --repetitions or --warmup): its numbers
    mean nothing. Time with 'swift run -c release workbench'.

    \(exitCodes)
    """

  package static let reportUsage =
    "workbench report <saved.json> [--format <format>] [--output <file>]"

  package static let report = """
    OVERVIEW: Render a run saved with 'workbench run --format json' in any format, exactly as the \
    run would have rendered it, without running anything again.

    USAGE: \(reportUsage)

    ARGUMENTS:
      <saved.json>            A report written by 'workbench run --format json'.

    OPTIONS:
      --format <format>       text (default), markdown, json, junit or html. A saved run is
                              data: the scenario files it names are never opened, so the HTML
                              report draws no sequence diagrams; every format that shows code
                              facts reads the sources under the current directory, as 'run'
                              does.
      --output <file>         Write the report to <file> instead of standard output; never the
                              saved run itself, a scenario or anything but a regular file.
      -h, --help              Show help information.

    A saved run is read only when it is a regular file of at most 64 MiB, nested at most 32
    deep, with no key given twice in an object and every value within the published schema
    (workbench-report.schema.json); otherwise the reason is printed.

    Exits 1 when the saved run failed, 65 when the file is not a workbench report, 66 when it
    cannot be read, 73 when the --output file cannot be written.
    """

  package static let compareUsage =
    "workbench compare <old.json> <new.json> [--format <format>] [--threshold <percent>]"

  package static let compare = """
    OVERVIEW: Compare two reports of 'workbench run --format json': per scenario and \
    architecture, the change in the ratio to the baseline (the baseline itself: ns per event) \
    from the raw samples, and every change in a counted figure.

    USAGE: \(compareUsage)

    ARGUMENTS:
      <old.json>              The earlier report.
      <new.json>              The later report.

    OPTIONS:
      --format <format>       text, markdown (for a pull request), json, or junit, where a
                              regression is a failure (default: text).
      --threshold <percent>   Timing changes within this are unchanged (default: 5).
      -h, --help              Show help information.

    A timing cell regressed or improved only when the Mann-Whitney U test is significant at 5%
    and the change's seeded 95% bootstrap interval lies beyond the threshold; too noisy when the change looks larger but the samples cannot confirm it.
    Results, allocations, messages, label updates and bytes scanned per event, and leaks are
    compared exactly. A warning is printed when the two were made on another machine, in
    another build or with another toolchain. Two runs with no scenario or no architecture in
    common are an error (65), not "NO REGRESSION". Each saved run is read as 'report' reads
    one (at most 64 MiB).

    \(exitCodes)
    """

  package static let listUsage = "workbench list [<path> ...]"

  package static let list = """
    OVERVIEW: List the architectures, with their summaries, and the scenarios found.

    USAGE: \(listUsage)

    ARGUMENTS:
      <path>                  Scenario files or folders (default: Scenarios); - reads
                              standard input.

    OPTIONS:
      -h, --help              Show help information.
    """

  package static let traceUsage =
    "workbench trace <scenario> [--architectures <names>] [--event <n>] "
    + "[--format text|mermaid|html] [--change <name>]"

  package static let trace = """
    OVERVIEW: Replay a scenario and show, per architecture, every message that crosses a role \
    boundary while one event is handled: the user's edit, the field's event, the delegate, \
    presenter or view model, the model's answer, the bindings, and the label being set.

    USAGE: \(traceUsage)

    ARGUMENTS:
      <scenario>              The scenario file to replay.

    OPTIONS:
      --architectures <names> Comma-separated architectures to trace (default: all).
      --event <n>             The event to trace, counting from 1 (default: the last); 0 is
                              the screen loading, where bindings are made.
      --format <format>       text, mermaid for sequence diagrams GitHub renders, or html
                              for a page of SVG sequence diagrams (default: text).
      --change <name>         Trace the implementations of a change request, built as 'run
                              --change' builds them.
      -h, --help              Show help information.

    A message sent after virtual time has passed (a change request's slow service, after a
    wait) shows when it happened: "at 300ms". During a wait, each piece of scheduled work
    that fires is a message from the clock to the Scheduler, "fire(#3)", with what it runs
    under it; a request cancelled shows as "cancel" sent to the SumRequest.
    """

  package static let factsUsage =
    "workbench facts [--architectures <names>] [--change <name>] "
    + "[--format text|markdown|mermaid|html]"

  package static let facts = """
    OVERVIEW: Count each architecture's own sources (files, code lines, types, protocols, \
    extensions, stored references) and show which of its types hold which, strongly or weakly, \
    and which kit and model types each one names.

    USAGE: \(factsUsage)

    OPTIONS:
      --architectures <names> Comma-separated architectures to count (default: all).
      --change <name>         Count each architecture's implementation of a change request
                              instead (made from Scenarios/Changes/<name>/patches).
      --format <format>       text, markdown (a table and Mermaid diagrams GitHub renders),
                              mermaid (one flowchart per architecture), or html (a page with
                              the table and SVG graphs) (default: text).
      -h, --help              Show help information.

    Reads Sources/Architectures/<architecture> under the current directory: run it from the
    package root.
    Code lines are lines with a token outside comments; closure captures are not references.
    """

  package static let benchUsage =
    "workbench bench [--quick | --scaling | --rows] [--probe <bytes> [--iterations <n>] "
    + "[--distribution <name>]] [--replay <name> [--screens <n>]]"

  package static let bench = """
    OVERVIEW: Benchmark the model engine against the tutorial's Foundation implementation, and \
    each architecture's cost per event against Direct, in one run.

    USAGE: \(benchUsage)

    OPTIONS:
      --quick                 A short run, to check that the benchmark works (used by CI).
      --scaling               Only check that every path scales: typed64 and paste1024 and
                              their fourfold through run and trace in every format, list,
                              the fuzzer's replay and mutants; fails when 4× the input takes
                              over 6× the time or a paste's output grows.
      --rows                  Only measure one swipe to delete on the history change's
                              History screen at 10, 100, 1,000 and 10,000 rows, on every
                              architecture, with its growth (builds the change).
      --probe <bytes>         Only run the engine on a <bytes>-long input, --iterations <n>
                              times, untimed: for counting instructions under callgrind.
      --distribution <name>   The probe's input: benchmark (the default), short, long,
                              negatives, junk, multiscalar or separators.
      --replay <name>         Only replay the small scenario on --screens <n> fresh screens of
                              one architecture, untimed: for counting instructions per event.
      -h, --help              Show help information.

    Run it in release: 'swift run -c release workbench bench'.
    """
}
