public import ScenarioLanguage

/// Parses `source` as the UTF-8 scenario file `test.scenario`.
public func parseScenario(
  _ source: String, path: String = "test.scenario"
) throws(MalformedScenarioError)
  -> Scenario
{
  try ScenarioParser.parse(Array(source.utf8), path: path)
}

/// Returns the errors of the scenario file `bytes`, or an empty array when it parses.
public func scenarioErrors(_ bytes: [UInt8], path: String = "test.scenario") -> [ScenarioDiagnostic]
{
  do {
    _ = try ScenarioParser.parse(bytes, path: path)
    return []
  } catch {
    return error.diagnostics
  }
}

/// Returns the errors of the UTF-8 scenario file `source`.
public func scenarioErrors(_ source: String) -> [ScenarioDiagnostic] {
  scenarioErrors(Array(source.utf8))
}
