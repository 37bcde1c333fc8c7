public import ScenarioLanguage

/// Parses a scenario written inline in a test.
///
/// - Parameters:
///   - text: The scenario's source.
///   - path: The path it pretends to come from.
/// - Returns: The parsed scenario.
/// - Throws: ``MalformedScenarioError`` when the text is malformed.
public func scenario(_ text: String, path: String = "Tests/inline.scenario") throws -> Scenario {
  try ScenarioParser.parse(Array(text.utf8), path: path)
}
