public import Mutation

/// What only `workbench-lab` has: the subcommands declared with the ``CommandDeclaration/Group/lab``
/// group (`mutants`, `testability`, `new-architecture`), and the mutants that `--architectures`
/// also accepts.
///
/// None of it is needed by the first run of `workbench`, so the `workbench` executable leaves it
/// out of its build (the mutants alone are eleven copies of architectures) and hands a command
/// that needs it to `workbench-lab`, built on demand (``LabBuild``). `workbench-lab`,
/// `workbench-classroom` and the tests pass the lab in, and run everything in-process.
public struct Lab {
  /// The subcommands the lab adds, by name.
  public static let commands = Set(Commands.all.filter { $0.group == .lab }.map(\.name))

  /// The mutants, base and (in a change request's build) the change's.
  public var mutants: [Mutant]

  /// What runs each of ``commands``, by name.
  let runners: [String: CommandDeclaration.Runner]

  /// Creates the lab.
  ///
  /// - Parameters:
  ///   - mutants: The mutants.
  ///   - runners: What runs each lab subcommand, keyed by its declaration.
  package init(mutants: [Mutant], runners: [(CommandDeclaration, CommandDeclaration.Runner)]) {
    self.mutants = mutants
    self.runners = Dictionary(runners.map { ($0.0.name, $0.1) }) { first, _ in first }
  }

  /// Runs the lab subcommand `name` with its parsed command line.
  @MainActor
  func run(
    _ name: String, _ parsed: ParsedArguments, _ context: WorkbenchCommand.Context,
    _ output: inout CommandOutput
  ) throws(UsageError) {
    guard let runner = runners[name] else {
      throw UsageError("'\(name)' is not a subcommand of the lab", usage: parsed.usage)
    }
    try runner(parsed, context, &output)
  }
}
