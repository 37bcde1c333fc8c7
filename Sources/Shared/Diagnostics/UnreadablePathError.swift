/// A path that could not be read: it is missing, unreadable, or not what was expected (a scenario
/// folder with no scenario in it, a source folder that is a file).
///
/// Scenario loading and code facts both throw it. It is distinct from a file that was read but is
/// malformed (`MalformedScenarioError`); the command line exits 66 for this one and 65 for that.
public struct UnreadablePathError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path that could not be read.
  public var path: String

  /// Why it could not be read.
  public var reason: String

  /// Creates a read error.
  ///
  /// - Parameters:
  ///   - path: The path that could not be read.
  ///   - reason: Why it could not be read.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The diagnostic: `path: error: reason`, with control characters in the path escaped.
  public var description: String {
    "\(Quoting.terminal(path)): error: \(reason)"
  }
}
