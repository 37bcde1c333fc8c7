/// What caught a mutant, trying the cheapest tests first.
public enum MutantFate: String, Sendable, Codable, CaseIterable {
  /// A kit-free unit test failed on it.
  case killedByKitFreeTests = "kit-free-tests"
  /// The kit-free tests passed; a test that needs the screen failed.
  case killedByScreenTests = "screen-tests"
  /// Every test passed; a bundled scenario, replayed through the screen, failed.
  case killedByScenarios = "scenarios"
  /// Everything passed: the mutant is equivalent, or nothing checks what it breaks.
  case survived
}
