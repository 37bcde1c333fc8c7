/// Why source facts could not be gathered: a path is missing or cannot be read.
public struct CodeFactsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path concerned.
  public var path: String

  /// What is wrong with it.
  public var reason: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The path concerned.
  ///   - reason: What is wrong with it.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The diagnostic: `path: error: reason`.
  public var description: String {
    "\(path): error: \(reason)"
  }
}
