import ArchitectureCatalog
public import ArchitectureDescriptor
import ScenarioReplay

/// The workbench on a package's own screens: the entry point a user's executable calls, as
/// swift-argument-parser's `main()` is called, so that a team's screens get the commands without
/// a fork of this package.
extension WorkbenchCommand {
  /// Runs the workbench on `screens` with the process's arguments, prints its output, and exits
  /// with its code.
  ///
  /// `--screen <name>` chooses among `screens`; without it a command drives the first. `run`,
  /// `trace`, `list`, `screens`, `play`, `facts` and `conformance` work on them; a path given to
  /// a command, and each screen's `scenarioPath` and each implementation's
  /// `sourcePath`, are read from the current directory, the user's package root.
  ///
  /// ```swift
  /// // Sources/TipWorkbench/main.swift, in a package that depends on this one
  /// import ArchitectureDescriptor
  /// import WorkbenchCLI
  ///
  /// MainActor.assumeIsolated {
  ///   WorkbenchCommand.main(screens: [TipScreens.tip])
  /// }
  /// ```
  ///
  /// - Parameter screens: The package's screens, the default one first; none may be empty of
  ///   implementations.
  public static func main(screens: [ScreenDescriptor]) -> Never {
    start(context(screens: screens))
  }

  /// Runs the command with `arguments` (without the program name) on `screens`, as
  /// ``main(screens:)`` does, and returns what it printed instead of exiting.
  ///
  /// ```swift
  /// let output = WorkbenchCommand.run(["run", "--no-timing"], screens: [TipScreens.tip])
  /// print(output.standardOutput, terminator: "")
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - screens: The package's screens, the default one first.
  ///   - environment: The environment to record in reports (default: this machine, now).
  /// - Returns: What the command printed and its exit code.
  public static func run(
    _ arguments: [String], screens: [ScreenDescriptor], environment: EnvironmentInfo? = nil
  ) -> CommandOutput {
    var context = context(screens: screens)
    if let environment { context.environment = environment }
    return run(arguments, context: context)
  }

  /// The context of a package's own executable: its screens, no exercises and no lab.
  static func context(screens: [ScreenDescriptor]) -> Context {
    var context = Context(
      environment: EnvironmentInfo.current(), architectures: Catalog.architectures)
    context.screens = screens
    context.exercises = []
    return context
  }
}
