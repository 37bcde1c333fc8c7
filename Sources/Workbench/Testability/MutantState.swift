/// A mutant's state, named as mutation tools (PIT, Stryker) name them.
public enum MutantState: String, Sendable, Codable, CaseIterable {
  /// A test or a scenario failed on it.
  case killed
  /// A run ran past its time limit on it (an endless loop): counted as detected.
  case timeout
  /// Every test and scenario passed, but a counted measure (messages, label updates,
  /// allocations, bytes scanned, requests) differs: the mutant changes what the code does.
  case survived
  /// Every test and scenario passed and no counted measure differs: nothing the workbench
  /// observes tells it from the original.
  case equivalent
  /// No test and no scenario runs its lines, so nothing could kill it.
  case noCoverage = "no-coverage"
}
