/// The help texts of the classroom's subcommands: `exercise`, `play` and `new-architecture`.
extension Help {
  package static let exerciseUsage =
    "workbench exercise list [--format text|json] | show <name> | check <name> [--solution] "
    + "| hint <name> [<n>] | show|check <change> --architecture <name>"

  package static let exercise = """
    OVERVIEW: The classroom's exercises: a broken or unfinished architecture of your own to \
    repair, checked by scenarios, the pattern's rules and the leak check.

    USAGE: \(exerciseUsage)

    ACTIONS:
      list                    The exercises, their kinds and where your code is.
      show <name>             The task, the files to edit and what is checked.
      check <name>            Replay the exercise's scenarios on your screen, check the
                              pattern's rules on your sources and check for leaks; say what is
                              still missing. Exits 0 when solved, 1 when not.
      hint <name> [<n>]       Hint <n> (default: 1), from vague to nearly the answer.
      show <change> --architecture <name>
                              A change request (a folder of Scenarios/Changes) as an
                              exercise: copies the architecture to
                              Sources/Classroom/Changes/<Change>/<Target> for you to change.
      check <change> --architecture <name>
                              Build your copy apart, run the change's scenarios on it, check
                              the pattern's rules, and show what your change cost beside the
                              reference implementation of every architecture.

    OPTIONS:
      --format <format>       With list: text or json (default: text).
      --solution              With check: check the reference solution instead (teachers).
      --architecture <name>   With a change request: the architecture to change.
      -h, --help              Show help information.

    Your code is in Sources/Classroom/Exercises/<Name>; a reference solution is the real
    architecture (Sources/Architectures/<Name>) or, where none is the answer, its own folder in
    Sources/Classroom/ExerciseSolutions. Run from the package root.
    """

  package static let playUsage =
    "workbench play [--architecture <name>] [--change <name>] [--save <file>] [--script <keys>]"

  package static let play = """
    OVERVIEW: Type into one architecture's calculator screen in the terminal and watch the \
    messages each keystroke sets off.

    USAGE: \(playUsage)

    KEYS:
      typing, Backspace       Edit the focused field (the token field first).
      Tab                     Move the focus to the next field of the top screen.
      Ctrl-G                  Open the command line: type one action as a scenario writes
                              it (tap keepButton, tap row 2 of historyList, delete row 1 of
                              historyList, back) and press Return; Escape closes it.
      Ctrl-R                  Relaunch: release the screen, build a fresh one over its storage.
      Ctrl-N                  Switch to the next architecture; the fields are typed again.
      Ctrl-S                  Save the session as a scenario (see --save).
      Ctrl-Z                  Suspend, giving the terminal back; 'fg' resumes.
      Escape, Ctrl-D          Quit and give the terminal back.

    OPTIONS:
      --architecture <name>   The architecture to start with (default: MVC).
      --change <name>         Play the change request's implementations (history has a
                              second screen, buttons and a list); it is built first.
      --save <file>           Where Ctrl-S writes the scenario (default:
                              .build/play/play.scenario, outside the sources).
      --script <keys>         Play these keys without a terminal (\\t Tab, \\b Backspace,
                              \\g Ctrl-G, \\m Return, \\n Ctrl-N, \\r Ctrl-R, \\s Ctrl-S,
                              \\e Escape) and print the last screen; for tests and for
                              trying it out.
      -h, --help              Show help information.
    """

  package static let newArchitectureUsage = "workbench new-architecture <Name> [--pattern <name>]"

  package static let newArchitecture = """
    OVERVIEW: Start a new architecture: writes Sources/Architectures/<Name> (a working \
    MVC-shaped screen with doc comments), Tests/Architectures/<Name>Tests (the sum, a late \
    token, no leak), both targets in Package.swift and the entry in \
    Sources/Workbench/ArchitectureCatalog/Catalog.swift.

    USAGE: \(newArchitectureUsage)

    ARGUMENTS:
      <Name>                  A Swift module name, not yet taken: an upper-case letter, then
                              letters and digits.

    OPTIONS:
      --pattern <name>        The pattern whose intended model the architecture keeps (MVC,
                              the template's shape, by default; MVP, MVVM, VIPER, ...):
                              'workbench conformance' checks it.
      -h, --help              Show help information.

    Run from the package root, then: swift build, swift test, and
    'workbench run --architectures <Name>,MVC'.
    """
}
