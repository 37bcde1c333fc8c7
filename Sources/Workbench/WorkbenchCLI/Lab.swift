public import Mutation

/// What only `workbench-lab` has: the subcommands `mutants`, `testability` and
/// `new-architecture`, and the mutants that `--architectures` also accepts.
///
/// None of it is needed by the first run of `workbench`, so the `workbench` executable leaves it
/// out of its build (the mutants alone are eleven copies of architectures) and hands a command
/// that needs it to `workbench-lab`, built on demand (``LabBuild``). `workbench-lab`,
/// `workbench-classroom` and the tests pass the lab in, and run everything in-process.
public struct Lab {
  /// The subcommands the lab adds.
  public static let commands: Set<String> = ["mutants", "testability", "new-architecture"]

  /// The mutants, base and (in a change request's build) the change's.
  public var mutants: [Mutant]

  /// Runs one of ``commands`` with the arguments after it.
  package var run:
    @MainActor (
      _ command: String, _ arguments: ArraySlice<String>, _ context: WorkbenchCommand.Context,
      _ output: inout CommandOutput
    ) throws(UsageError) -> Void

  /// Creates the lab.
  package init(
    mutants: [Mutant],
    run:
      @escaping @MainActor (
        String, ArraySlice<String>, WorkbenchCommand.Context, inout CommandOutput
      ) throws(UsageError) -> Void
  ) {
    self.mutants = mutants
    self.run = run
  }
}
