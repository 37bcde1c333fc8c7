/// The declarations of `workbench mutants` and `workbench fuzz`.
extension Commands {
  /// `workbench mutants`, run by the lab.
  package enum Mutants {
    package static let list = OptionDeclaration(
      "--list", help: "List the mutants and what each breaks; run nothing.")
    package static let format = Options.format(["text", "markdown", "json"])
    package static let minimumScore = OptionDeclaration(
      "--minimum-score", value: "n",
      help: "Exit 1 when fewer than <n> percent of the mutants are killed (0 to 100).",
      default: "0")
    package static let change = Options.change(
      "Grade the mutants of a change request (slow-service and history have three each) on "
        + "its implementations instead; the tool builds the change first, apart from itself.")

    package static let screen = Options.screen(
      "Only the calculator has mutants; another screen is refused (exit 64), naming what it "
        + "has.")

    package static let declaration = CommandDeclaration(
      "mutants", abstract: "Grade the scenarios by the broken architectures they catch.",
      overview: "Grade scenarios by the mutants they kill: broken copies of the architectures, "
        + "each with one bug of a kind people really make.",
      arguments: [
        Options.paths(
          "Scenario files, or folders searched for *.scenario files (default: Scenarios; with "
            + "--change, its own scenarios, Scenarios/Changes/<name>).")
      ],
      options: [list, format, minimumScore, change, screen],
      discussion: """
        Each mutant runs every scenario beside the architecture it copies. A scenario kills \
        it when an expectation fails, it diverges from that architecture, it leaks, or it \
        sets the label twice for one event; a mutant that breaks a conformance rule (read \
        from Sources/ under the current directory) is killed by the rule. Mutants are never \
        in the default set; name them in --architectures of run, trace and fuzz.
        """,
      group: .lab, run: nil)
  }

  /// `workbench fuzz`.
  package enum Fuzz {
    static let architectures = Options.architectures(
      "Comma-separated architectures or mutants to compare (default: all architectures); "
        + "Direct is added, unless the screens share buttons (cases then tap them, and Direct "
        + "has none).")
    static let seed = OptionDeclaration(
      "--seed", value: "n",
      help: "The seed of the cases. The same seed gives the same cases on every machine.",
      default: "1")
    static let count = OptionDeclaration(
      "--count", value: "n", help: "Run at most <n> cases (default: 1000).")
    static let duration = OptionDeclaration(
      "--duration", value: "s", help: "Run for at most <s> seconds instead.")
    static let out = OptionDeclaration(
      "--out", value: "folder",
      help: "Write the shrunk reproducer there (created if missing) instead of printing it.")

    static let declaration = CommandDeclaration(
      "fuzz", abstract: "Compare the architectures on random scenarios; shrink a failure.",
      overview: "Run random scenarios on the architectures, compare them with each other and "
        + "with Direct, and shrink the first failure to a small scenario file.",
      options: [architectures, seed, count, duration, out],
      discussion: """
        Cases type, backspace, paste and clear in both fields, with ASCII, Latin-1, combining \
        marks, scalars above U+FFFF, CR LF, signs, long numbers and the edges of Int. A case \
        fails when an architecture diverges, leaks, or sets the label twice for one event. \
        The failure is shrunk (everything after it cut, chunks of events deleted, texts \
        shortened, characters made plain) and written with the seed in its comment; \
        'workbench run' on the file reproduces it. Exits 1 when a failure was found, 0 when \
        none was.
        """, run: FuzzCommand.run)
  }
}
