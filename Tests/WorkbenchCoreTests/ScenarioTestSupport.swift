import Testing
import WorkbenchCore

/// Parses `source` as the UTF-8 scenario file `test.scenario`.
func parseScenario(
  _ source: String, path: String = "test.scenario"
) throws(ScenarioErrors)
  -> Scenario
{
  try ScenarioParser.parse(Array(source.utf8), path: path)
}

/// Returns the errors of the scenario file `bytes`, or an empty array when it parses.
func scenarioErrors(_ bytes: [UInt8], path: String = "test.scenario") -> [ScenarioError] {
  do {
    _ = try ScenarioParser.parse(bytes, path: path)
    return []
  } catch {
    return error.errors
  }
}

/// Returns the errors of the UTF-8 scenario file `source`.
func scenarioErrors(_ source: String) -> [ScenarioError] {
  scenarioErrors(Array(source.utf8))
}

/// A seeded generator, so that random tests are reproducible (SplitMix64).
struct ScenarioRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
