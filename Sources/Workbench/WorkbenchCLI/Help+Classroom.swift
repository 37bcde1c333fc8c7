/// The declarations of the classroom's subcommands: `exercise`, `play` and `new-architecture`.
extension Commands {
  /// `workbench exercise`.
  package enum Exercise {
    static let format = Options.format(["text", "json"], help: "With list: the format.")
    static let solution = OptionDeclaration(
      "--solution", help: "With check: check the reference solution instead (teachers).")
    static let architecture = Options.architecture(
      "With a change request: the architecture to change.")
    static let screen = Options.screen(
      "Only the calculator has exercises; another screen is refused (exit 64), naming what it "
        + "has.")

    static let declaration = CommandDeclaration(
      "exercise",
      abstract: "Exercises: repair a broken architecture, with hints and checks.",
      overview: "The classroom's exercises: a broken or unfinished architecture of your own to "
        + "repair, checked by scenarios, the pattern's rules and the leak check.",
      options: [format, solution, architecture, screen],
      usage: [
        "list [\(format.synopsis)]", "show <name>", "check <name> [\(solution.synopsis)]",
        "hint <name> [<n>]", "show|check <change> \(architecture.synopsis)",
      ],
      sections: [
        HelpSection(
          "ACTIONS",
          [
            ("list", "The exercises, their kinds and where your code is."),
            ("show <name>", "The task, the files to edit and what is checked."),
            (
              "check <name>",
              "Replay the exercise's scenarios on your screen, check the pattern's rules on "
                + "your sources and check for leaks; say what is still missing. Exits 0 when "
                + "solved, 1 when not."
            ),
            ("hint <name> [<n>]", "Hint <n> (default: 1), from vague to nearly the answer."),
            (
              "show <change> \(architecture.synopsis)",
              "A change request (a folder of Scenarios/Changes) as an exercise: copies the "
                + "architecture to Sources/Classroom/Changes/<Change>/<Target> for you to "
                + "change."
            ),
            (
              "check <change> \(architecture.synopsis)",
              "Build your copy apart, run the change's scenarios on it, check the pattern's "
                + "rules, and show what your change cost beside the reference implementation "
                + "of every architecture."
            ),
          ])
      ],
      discussion: """
        Your code is in Sources/Classroom/Exercises/<Name>; a reference solution is the real \
        architecture (Sources/Architectures/<Name>) or, where none is the answer, its own \
        folder in Sources/Classroom/ExerciseSolutions. Run from the package root.
        """,
      group: .classroom, run: ExerciseCommand.run)
  }

  /// `workbench play`.
  package enum Play {
    static let architecture = Options.architecture(
      "The architecture to start with.", default: "MVC")
    static let change = Options.change(
      "Play the change request's implementations (history has a second screen, buttons and a "
        + "list); it is built first.")
    static let save = OptionDeclaration(
      "--save", value: "file",
      help: "Where Ctrl-S writes the scenario (outside the sources unless you say otherwise).",
      default: ".build/play/play.scenario")
    static let screen = Options.screen(
      "The screen to type into (see 'workbench screens'); Ctrl-N cycles through its "
        + "implementations.")
    static let script = OptionDeclaration(
      "--script", value: "keys",
      help: "Play these keys without a terminal (\\t Tab, \\b Backspace, \\g Ctrl-G, \\m "
        + "Return, \\n Ctrl-N, \\r Ctrl-R, \\s Ctrl-S, \\e Escape) and print the last screen; "
        + "for tests and for trying it out.")

    static let declaration = CommandDeclaration(
      "play", abstract: "Type into a screen in the terminal and watch its messages.",
      overview: "Type into one architecture's calculator screen in the terminal and watch the "
        + "messages each keystroke sets off.",
      options: [architecture, change, screen, save, script],
      sections: [
        HelpSection(
          "KEYS",
          [
            ("typing, Backspace", "Edit the focused field (the token field first)."),
            ("Tab", "Move the focus to the next field of the top screen."),
            (
              "Ctrl-G",
              "Open the command line: type one action as a scenario writes it (tap keepButton, "
                + "tap row 2 of historyList, delete row 1 of historyList, back) and press "
                + "Return; Escape closes it."
            ),
            ("Ctrl-R", "Relaunch: release the screen, build a fresh one over its storage."),
            ("Ctrl-N", "Switch to the next architecture; the fields are typed again."),
            ("Ctrl-S", "Save the session as a scenario (see \(save.name))."),
            ("Ctrl-Z", "Suspend, giving the terminal back; 'fg' resumes."),
            ("Escape, Ctrl-D", "Quit and give the terminal back."),
          ])
      ],
      group: .classroom, run: PlayCommand.run)
  }

  /// `workbench new-architecture`, run by the lab.
  package enum NewArchitecture {
    package static let pattern = OptionDeclaration(
      "--pattern", value: "name",
      help: "The pattern whose intended model the architecture keeps (MVC, the template's "
        + "shape, by default; MVP, MVVM, VIPER, ...): 'workbench conformance' checks it.")

    package static let declaration = CommandDeclaration(
      "new-architecture", abstract: "Start a new architecture from a template.",
      overview: "Start a new architecture: writes Sources/Architectures/<Name> (a working "
        + "MVC-shaped screen with doc comments), Tests/Architectures/<Name>Tests (the sum, a "
        + "late token, no leak), both targets in Package.swift and the entry in "
        + "Sources/Workbench/ArchitectureCatalog/Catalog.swift.",
      arguments: [
        ArgumentDeclaration(
          "Name",
          help: "A Swift module name, not yet taken: an upper-case letter, then letters and "
            + "digits.")
      ],
      options: [pattern],
      discussion: """
        Run from the package root, then: swift build, swift test, and 'workbench run \
        --architectures <Name>,MVC'.
        """,
      group: .lab, run: nil)
  }
}
