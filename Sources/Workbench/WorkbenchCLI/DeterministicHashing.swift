import Foundation

/// Runs the workbench under Swift's fixed hash seed, so that what it counts is the same on
/// every run.
///
/// Swift seeds the hashing of every `Set` and `Dictionary` at random in each process, and the
/// seed a process gets changes a few of the allocations a replay makes (the history change's
/// list screens counted 409 or 413 allocations in one scenario from one run to the next, and
/// 409 on every run under the fixed seed). The runtime reads `SWIFT_DETERMINISTIC_HASHING` when
/// the process starts, so the variable has to be set before: the workbench runs itself again
/// with it set, before anything else runs.
enum DeterministicHashing {
  /// The variable the Swift runtime reads.
  static let variable = "SWIFT_DETERMINISTIC_HASHING"

  /// Replaces this process with itself under the fixed seed, unless it runs under it already.
  ///
  /// The program is run again as it was started, by its `argv[0]` (searched on `PATH` when it
  /// has no slash), not through `/proc/self/exe`, which under valgrind is valgrind's tool.
  /// Returns when the variable is set, or when the replacement cannot be made: the process then
  /// goes on with the random seed, and its allocation counts may vary a little.
  static func ensure() {
    guard getenv(variable) == nil, let program = CommandLine.unsafeArgv[0] else { return }
    setenv(variable, "1", 1)
    fflush(nil)
    execvp(program, CommandLine.unsafeArgv)
  }
}
