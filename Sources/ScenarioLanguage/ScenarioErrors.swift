/// Every error found in one or more scenario files, in file order.
///
/// The parser does not stop at the first error: it reports each malformed line, so one run
/// shows everything there is to fix.
public struct ScenarioErrors: Error, Sendable, Equatable, CustomStringConvertible {
  /// The errors, in the order of the files and, within a file, of their positions.
  public var errors: [ScenarioError]

  /// Creates a collection of errors.
  ///
  /// - Parameter errors: The errors, in file order.
  public init(errors: [ScenarioError]) {
    self.errors = errors
  }

  /// The diagnostics of all errors, one after the other, separated by line breaks.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
