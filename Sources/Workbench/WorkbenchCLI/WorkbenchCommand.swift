import ArchitectureCatalog
public import ArchitectureDescriptor
public import Classroom
import Foundation
import Mutation
import OutputFiles
import ReportLayout
import ScenarioLanguage
import ScenarioReplay
import ScreenCatalog
public import ViewKit

/// The `workbench` command line: parses the arguments, runs a subcommand, and says how it ended.
///
/// ```swift
/// let output = WorkbenchCommand.run(["run", "Scenarios", "--no-timing"])
/// print(output.standardOutput, terminator: "")
/// ```
@MainActor
public enum WorkbenchCommand {
  /// Runs the command with the process's arguments, prints its output, and exits with its code.
  ///
  /// Output that cannot be written ends the process with exit code 74, never a trap; see
  /// ``ExitCode/ioError``.
  ///
  /// - Parameters:
  ///   - exercises: The classroom's exercises, with their screens where this executable compiles
  ///     them (`workbench-classroom`), without them in `workbench` itself.
  ///   - lab: The lab, where this executable has it (`workbench-lab`, `workbench-classroom`);
  ///     `workbench` itself hands what needs it to `workbench-lab`.
  ///   - changedScreens: In `workbench-change`, the screens of the change request it was built
  ///     with, by the name of their architecture's source folder; `nil` everywhere else.
  public static func main(
    exercises: [Exercise] = ExerciseCatalog.exercises, lab: Lab? = nil,
    changedScreens: [String: @MainActor @Sendable (ScreenEnvironment) -> ViewController]? = nil
  ) -> Never {
    DeterministicHashing.ensure()
    if let changedScreens { ChangeBuild.install(changedScreens: changedScreens) }
    var context = Context(
      environment: EnvironmentInfo.current(), architectures: Catalog.architectures)
    if let change = ChangeBuild.builtChange {
      // The nine have every change; a newer architecture may not have this one yet.
      let all = ChangeBuild.architectures(context.architectures, change: change)
      let implemented = all.filter(ChangeBuild.implements)
      context.architectures = implemented.isEmpty ? all : implemented
    }
    context.exercises = exercises
    context.lab = lab
    context.mutants = lab?.mutants ?? []
    start(context)
  }

  /// Runs the command on the process's terminal with `context`, prints its output, and exits
  /// with its code.
  static func start(_ context: Context) -> Never {
    ProcessSignals.install()
    StandardStreams.occupyClosedDescriptors()
    let terminal = Terminal.current()
    var context = context
    // A student's screen may trap or loop: this process checks it in a child of its own.
    context.isolatesStudentScreens = true
    context.width = terminal.width
    if terminal.standardErrorIsTerminal {
      context.progress = ProgressLine(colour: terminal.colour, width: terminal.width)
    }
    let output = run(Array(CommandLine.arguments.dropFirst()), context: context)
    exit(StandardStreams.emit(output).rawValue)
  }

  /// Runs the command with `arguments` (without the program name).
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - environment: The environment to record in reports (default: this machine, now).
  ///   - architectures: The architectures the command knows (default: the catalogue).
  ///   - exercises: The classroom's exercises, with their screens where the caller compiles them.
  ///   - lab: The lab, where the caller compiles it; without it, what needs it is handed to
  ///     `workbench-lab`.
  /// - Returns: What the command printed and its exit code.
  public static func run(
    _ arguments: [String], environment: EnvironmentInfo? = nil,
    architectures: [Architecture] = Catalog.architectures,
    exercises: [Exercise] = ExerciseCatalog.exercises, lab: Lab? = nil
  ) -> CommandOutput {
    var context = Context(
      environment: environment ?? EnvironmentInfo.current(), architectures: architectures)
    context.exercises = exercises
    context.lab = lab
    context.mutants = lab?.mutants ?? []
    return run(arguments, context: context)
  }

  static func run(_ arguments: [String], context: Context) -> CommandOutput {
    var output = CommandOutput()
    // A subcommand's help, or a command line its declaration refuses, needs no build.
    let answeredHere = isAnsweredFromDeclarations(arguments)
    if !answeredHere, ClassroomBuild.isNeeded(for: arguments, context: context) {
      output.exitCode = ClassroomBuild.run(arguments)
      return output
    }
    if !answeredHere, LabBuild.isNeeded(for: arguments, context: context) {
      output.exitCode = LabBuild.run(arguments)
      return output
    }
    do {
      try dispatch(arguments[...], context: context, output: &output)
    } catch {
      // The one way a command fails: its error, printed once, and its exit code.
      output.printError(error.description)
      output.exitCode = error.exitCode
    }
    return output
  }

  /// What a subcommand runs with: the environment, the architectures and the rest.
  package struct Context {
    package var environment: EnvironmentInfo
    package var architectures: [Architecture]
    /// The mutants `--architectures` also accepts and `workbench mutants` grades: the lab's.
    package var mutants: [Mutant] = []
    /// The most columns a line of text output may take.
    package var width = TextLayout.defaultWidth
    /// Where to show progress, when standard error is a terminal.
    package var progress: ProgressLine?
    /// The classroom's exercises, with their screens where this build compiles them.
    package var exercises: [Exercise] = ExerciseCatalog.exercises
    /// Whether `exercise check` runs the student's screen in a child process (the executables
    /// do; a command run in-process, as tests run it, checks in-process).
    package var isolatesStudentScreens = false
    /// The lab, where this build has it.
    package var lab: Lab?
    /// The screens `--screen` chooses among, the one a command drives without it first: the
    /// catalogue's in `workbench`, a package's own in its executable (``main(screens:)``).
    package var screens: [ScreenDescriptor] = ScreenCatalog.screens
  }

  private static func dispatch(
    _ arguments: ArraySlice<String>, context: Context, output: inout CommandOutput
  ) throws(UsageError) {
    guard let first = arguments.first else {
      try runCommand(Commands.Run.declaration, [], context: context, output: &output)
      return
    }
    let rest = arguments.dropFirst()
    if first == Options.help.name || first == Options.help.shortName
      || first == Options.version.name
    {
      // Nothing after them is silently dropped: `workbench --help run` is run's help.
      guard let subcommand = rest.first else {
        output.print(first == Options.version.name ? Commands.version : Commands.mainHelp)
        return
      }
      guard first != Options.version.name, rest.count == 1,
        let command = Commands.named(subcommand)
      else {
        throw UsageError(
          "unexpected argument '\(subcommand)' after \(first)", usage: Commands.usage)
      }
      output.print(command.help)
    } else if first == Commands.Run.declaration.name, rest.count == 2,
      rest.first == TimingWorkers.flag
    {
      // A timing worker of a run: started by `run` itself, never typed.
      TimingWorkers.work(rest.last ?? "", context: context, output: &output)
    } else if let command = Commands.named(first) {
      try runCommand(command, rest, context: context, output: &output)
    } else {
      try runPath(first, arguments, context: context, output: &output)
    }
  }

  /// Parses `arguments` against `command`'s declaration, answers `--help` and `--version`, and
  /// runs it (a lab's subcommand in the lab).
  private static func runCommand(
    _ command: CommandDeclaration, _ arguments: ArraySlice<String>, context: Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let parsed = try ArgumentScanner.scan(arguments, for: command)
    if parsed.has(Options.help) {
      output.print(command.help)
    } else if parsed.has(Options.version) {
      output.print(Commands.version)
    } else if let run = command.run {
      try run(parsed, context, &output)
    } else if let lab = context.lab {
      try lab.run(command.name, parsed, context, &output)
    } else {
      throw UsageError(
        "'\(command.name)' needs the lab, which this build lacks", usage: command.usage)
    }
  }

  /// `workbench Scenarios`, `workbench my.scenario`, `workbench -`: `run` is the default
  /// subcommand, so a path (anything that is there, or that looks like one) runs; anything else
  /// is an unknown subcommand.
  private static func runPath(
    _ first: String, _ arguments: ArraySlice<String>, context: Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    guard first.hasPrefix("-") || looksLikePath(first) else {
      throw UsageError(
        "unknown subcommand '\(first)'\(suggestion(for: first))", usage: Commands.usage)
    }
    try runCommand(Commands.Run.declaration, arguments, context: context, output: &output)
  }

  /// `; did you mean 'run'?` when a subcommand's name is near `name`.
  private static func suggestion(for name: String) -> String {
    ScenarioSpelling.suggestion(for: name, among: Commands.all.map(\.name))
      .map { "; did you mean '\($0)'?" } ?? ""
  }

  /// Whether `argument` names a path rather than a mistyped subcommand: something is there, or
  /// it holds a `/` or ends in `.scenario`.
  private static func looksLikePath(_ argument: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".scenario")
      || FileManager.default.fileExists(atPath: argument)
  }

  /// `workbench help [<subcommand>]`, `workbench help --reference`.
  static func help(
    _ parsed: ParsedArguments, context: Context, output: inout CommandOutput
  ) throws(UsageError) {
    let reference = Commands.HelpCommand.reference
    guard parsed.positionals.count <= 1 else {
      throw UsageError("help takes at most one subcommand", usage: parsed.usage)
    }
    if parsed.has(reference) {
      guard parsed.positionals.isEmpty else {
        throw UsageError("\(reference.name) takes no subcommand", usage: parsed.usage)
      }
      output.standardOutput += Commands.reference
      return
    }
    guard let name = parsed.positionals.first else {
      output.print(Commands.mainHelp)
      return
    }
    guard let command = Commands.named(name) else {
      throw UsageError(
        "no help for unknown subcommand '\(name)'\(suggestion(for: name))", usage: parsed.usage)
    }
    output.print(command.help)
  }
}
