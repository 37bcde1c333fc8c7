import TextQuoting

/// A scenario path that could not be read: it is missing, unreadable, or not what was expected.
///
/// This is distinct from ``ScenarioErrors``, which means the file was read but is malformed; a
/// command line reports the two with different exit statuses.
public struct ScenarioReadError: Error, Sendable, Equatable, CustomStringConvertible {
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
    "\(escapingControlCharacters(path)): error: \(reason)"
  }
}
