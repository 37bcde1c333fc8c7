extension ScenarioParser {
  /// Reads and parses the scenario file at `path`.
  ///
  /// - Parameter path: The file's path, or `-` for standard input; it names the scenario and
  ///   appears in error positions.
  /// - Returns: The scenario.
  /// - Throws: `UnreadablePathError` when the file is missing, is a directory or cannot be read;
  ///   ``MalformedScenarioError`` with every error of the file when it is malformed.
  public static func parse(contentsOf path: String) throws -> Scenario {
    let bytes = try ScenarioLibrary.contents(of: path)
    var budget = ScenarioRunBudget.unlimited
    let shown = path == ScenarioLibrary.standardInputPath ? ScenarioLibrary.standardInputName : path
    return try ScenarioLibrary.parse(bytes, path: shown, budget: &budget)
  }
}
