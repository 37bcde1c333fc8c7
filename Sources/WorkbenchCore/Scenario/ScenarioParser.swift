/// Reads scenario files.
///
/// A scenario file holds one directive per line:
///
/// ```
/// # Sums pieces split at any of the token's characters.
/// type token ",;"
/// type input "1,2;3"
/// expect result "6"
/// ```
///
/// See ``Directive`` for what each directive does.
public enum ScenarioParser {
  /// Parses the bytes of a scenario file.
  ///
  /// - Parameters:
  ///   - bytes: The contents of the file.
  ///   - path: The file's path, used for the scenario's name and in error positions.
  /// - Returns: The scenario.
  /// - Throws: ``ScenarioErrors`` holding every error of the file.
  public static func parse(_ bytes: [UInt8], path: String) throws(ScenarioErrors) -> Scenario {
    let result = bytes.withUnsafeBufferPointer { ScenarioFileParser.parse($0, path: path) }
    return try result.get()
  }
}
