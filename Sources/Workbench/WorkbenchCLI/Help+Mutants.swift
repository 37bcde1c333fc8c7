/// The help texts of `workbench mutants` and `workbench fuzz`.
extension Help {
  package static let mutantsUsage =
    "workbench mutants [<path> ...] [--list] [--format text|markdown|json] [--minimum-score <n>] "
    + "[--change <name>]"

  package static let mutants = """
    OVERVIEW: Grade scenarios by the mutants they kill: broken copies of the architectures, \
    each with one bug of a kind people really make.

    USAGE: \(mutantsUsage)

    ARGUMENTS:
      <path>                  Scenario files, or folders searched for *.scenario files
                              (default: Scenarios; with --change, its own scenarios,
                              Scenarios/Changes/<name>).

    OPTIONS:
      --list                  List the mutants and what each breaks; run nothing.
      --format <format>       text, markdown, or json (default: text).
      --minimum-score <n>     Exit 1 when fewer than <n> percent of the mutants are killed
                              (0 to 100; default: 0).
      --change <name>         Grade the mutants of a change request (slow-service and
                              history have three each) on its implementations instead; the
                              tool builds the change first, apart from itself.
      -h, --help              Show help information.

    Each mutant runs every scenario beside the architecture it copies. A scenario kills it when
    an expectation fails, it diverges from that architecture, it leaks, or it sets the label
    twice for one event; a mutant that breaks a conformance rule (read from Sources/ under the
    current directory) is killed by the rule. Mutants are never in the default set; name them
    in --architectures of run, trace and fuzz.
    """

  package static let fuzzUsage =
    "workbench fuzz [--architectures <names>] [--seed <n>] [--count <n> | --duration <s>] "
    + "[--out <folder>]"

  package static let fuzz = """
    OVERVIEW: Run random scenarios on the architectures, compare them with each other and with \
    Direct, and shrink the first failure to a small scenario file.

    USAGE: \(fuzzUsage)

    OPTIONS:
      --architectures <names> Comma-separated architectures or mutants to compare
                              (default: all architectures); Direct is added, unless the
                              screens share buttons (cases then tap them, and Direct has none).
      --seed <n>              The seed of the cases (default: 1). The same seed gives the
                              same cases on every machine.
      --count <n>             Run at most <n> cases (default: 1000).
      --duration <s>          Run for at most <s> seconds instead.
      --out <folder>          Write the shrunk reproducer there (created if missing) instead
                              of printing it.
      -h, --help              Show help information.

    Cases type, backspace, paste and clear in both fields, with ASCII, Latin-1, combining
    marks, scalars above U+FFFF, CR LF, signs, long numbers and the edges of Int. A case fails
    when an architecture diverges, leaks, or sets the label twice for one event. The failure is
    shrunk (everything after it cut, chunks of events deleted, texts shortened, characters made
    plain) and written with the seed in its comment; 'workbench run' on the file reproduces it.
    Exits 1 when a failure was found, 0 when none was.
    """
}
